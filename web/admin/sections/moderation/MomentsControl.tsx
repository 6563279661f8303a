import { useEffect, useState } from 'react';
import type { Moment } from '#shared/schemas/moments.js';
import { Button } from '#web/components/Button.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import { errorMessage } from '#web/lib/api-client.js';
import { MOMENT_KIND_LABELS, StatusPill } from '#web/admin/kit/index.js';
import { MomentComposer } from './MomentComposer.js';
import { useCloseMoment, useStreamMoments } from './moments-api.js';

const isOpen = (moment: Moment, now: number) => !moment.closed && Date.parse(moment.closesAt) > now;

const responsesText = (count: number) =>
  `${String(count)} ${count === 1 ? 'response' : 'responses'}`;

function momentName(moment: Moment): string {
  return moment.title || MOMENT_KIND_LABELS[moment.kind];
}

/** The clock, woken when the next open moment runs out, so it moves to the earlier ones. */
function useNowUntil(moments: Moment[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(
    ...moments.filter((moment) => isOpen(moment, now)).map((moment) => Date.parse(moment.closesAt)),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

/** Moments on the selected stream: post one, watch the open one's count grow, close it. */
export function MomentsControl({ streamId }: { streamId: string }) {
  const query = useStreamMoments(streamId);
  const moments = query.data ?? [];
  const now = useNowUntil(moments);
  const close = useCloseMoment(streamId);
  const [failure, setFailure] = useState<string | null>(null);
  const open = moments.filter((moment) => isOpen(moment, now));
  const earlier = moments.filter((moment) => !isOpen(moment, now));

  return (
    <section className="moments-control" aria-labelledby="moments-control-heading">
      <h2 id="moments-control-heading" className="moments-control__heading">
        Moments
      </h2>
      <MomentComposer streamId={streamId} />
      <div className="moments-control__lists">
        {open.map((moment) => (
          <div
            key={moment._id}
            className="moments-control__open"
            aria-label="Open moment"
            role="group"
          >
            <div className="moments-control__row">
              <StatusPill tone="live">Open</StatusPill>
              <span className="moments-control__kind">{MOMENT_KIND_LABELS[moment.kind]}</span>
              <strong>{momentName(moment)}</strong>
            </div>
            <p className="moments-control__count" aria-live="polite" aria-atomic="true">
              {responsesText(moment.responses)}
            </p>
            <p className="moments-control__meta">
              Closes {formatDateTime(moment.closesAt)}
              {moment.askContact ? ' · asks for contact details' : ''}
            </p>
            <Button
              size="sm"
              variant="danger"
              busy={close.isPending && close.variables === moment._id}
              onClick={() => {
                setFailure(null);
                close.mutate(moment._id, {
                  onError: (error) => setFailure(errorMessage(error, 'Failed to close the moment')),
                });
              }}
            >
              Close now
            </Button>
          </div>
        ))}
        {failure ? (
          <p role="alert" className="moments-control__failure">
            {failure}
          </p>
        ) : null}
        {earlier.length > 0 ? (
          <>
            <h3 className="moments-control__subheading">Earlier moments</h3>
            <ul className="moments-control__earlier" aria-label="Earlier moments">
              {earlier.map((moment) => (
                <li key={moment._id} className="moments-control__row">
                  <span className="moments-control__kind">{MOMENT_KIND_LABELS[moment.kind]}</span>
                  <span>{momentName(moment)}</span>
                  <span className="moments-control__meta">{formatDateTime(moment.opensAt)}</span>
                  <strong>{responsesText(moment.responses)}</strong>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {query.isSuccess && moments.length === 0 ? (
          <p className="moments-control__meta">No moments on this stream yet.</p>
        ) : null}
      </div>
    </section>
  );
}
