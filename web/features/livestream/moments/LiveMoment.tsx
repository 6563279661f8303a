import './moments.css';
import { useEffect, useState, type ReactNode } from 'react';
import type { Moment } from '#shared/schemas/moments.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { useOpenMoments } from './api.js';
import { MomentCard } from './MomentCard.js';
import { readDismissedMoments, rememberDismissedMoment } from './moment-storage.js';
import { momentTitle } from './moment-words.js';

interface LiveMomentProps {
  streamId: string;
  user: LivestreamUser | null;
  /** One more action on the card for a moment (a prayer moment's "Pray with someone now"). */
  extraAction?: (moment: Moment) => ReactNode;
  /** Under the player, when the side panel is hidden, rather than floating over the chat. */
  inline?: boolean;
}

/** The newest moment still open at `now` and not put away in this browser. */
function showing(moments: Moment[] | undefined, dismissed: string[], now: number): Moment | null {
  const open = (moments ?? []).filter(
    (moment) =>
      !moment.closed && Date.parse(moment.closesAt) > now && !dismissed.includes(moment._id),
  );
  return open.sort((a, b) => Date.parse(b.opensAt) - Date.parse(a.opensAt))[0] ?? null;
}

/**
 * The stream's open moment as a card over the chat, with a polite announcement of its title for
 * screen readers. It goes at its closing time, when the team closes it, or when put away.
 */
export function LiveMoment({ streamId, user, extraAction, inline = false }: LiveMomentProps) {
  const { data } = useOpenMoments(streamId);
  const [dismissed, setDismissed] = useState(readDismissedMoments);
  const [now, setNow] = useState(() => Date.now());
  const moment = showing(data, dismissed, now);

  // Wakes at the card's closing time: a moment closes by itself without a word from the server.
  // A moment pushed after its time has passed wakes it at once.
  const closesAt = moment ? Date.parse(moment.closesAt) : null;
  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, closesAt - Date.now()));
    return () => clearTimeout(timer);
  }, [closesAt]);
  const dismiss = (id: string) => {
    rememberDismissedMoment(id);
    setDismissed((ids) => [...ids, id]);
  };

  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {moment ? `New moment: ${momentTitle(moment)}` : ''}
      </div>
      {moment ? (
        <div className={inline ? 'moment-layer moment-layer--inline' : 'moment-layer'}>
          <MomentCard
            key={moment._id}
            moment={moment}
            user={user}
            onDismiss={() => dismiss(moment._id)}
            extraAction={extraAction?.(moment)}
          />
        </div>
      ) : null}
    </>
  );
}
