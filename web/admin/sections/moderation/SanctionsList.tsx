import { ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { Sanction, SanctionKind, SanctionSource } from '#shared/schemas/moderation.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import {
  AdminCard,
  AdminCardGrid,
  ListLoading,
  Pager,
  StatusPill,
  type PillTone,
} from '#web/admin/kit/index.js';
import { useLiftSanction, useSanctions } from './api.js';

const KIND_PILLS: Record<SanctionKind, { tone: PillTone; label: string }> = {
  timeout: { tone: 'pending', label: 'Timed out' },
  ban: { tone: 'danger', label: 'Banned' },
  shadow: { tone: 'neutral', label: 'Shadow-muted' },
};

const SOURCES: Record<SanctionSource, string> = {
  chat: 'From a chat message',
  prayer: 'From a prayer request',
  comment: 'From a comment',
  email: 'Set by email address',
  member: 'Set on a member',
};

function SanctionCard({
  sanction,
  busy,
  onLift,
}: {
  sanction: Sanction;
  busy: boolean;
  onLift: (sanction: Sanction) => void;
}) {
  const pill = KIND_PILLS[sanction.kind];
  const source = sanction.source ? SOURCES[sanction.source] : null;
  return (
    <AdminCard
      title={sanction.userName || sanction.email || 'Unnamed sender'}
      pills={<StatusPill tone={pill.tone}>{pill.label}</StatusPill>}
      meta={
        <>
          {sanction.email && sanction.email !== sanction.userName ? (
            <span>{sanction.email}</span>
          ) : null}
          <span>{sanction.sender === 'member' ? 'Member account' : 'Guest'}</span>
          <span>
            {sanction.coversAddress
              ? 'This person and every guest on their network'
              : 'This person only'}
          </span>
          <span>
            {sanction.expiresAt ? (
              <>
                Until{' '}
                <time dateTime={sanction.expiresAt}>{formatDateTime(sanction.expiresAt)}</time>
              </>
            ) : (
              'Until lifted'
            )}
          </span>
          <span>
            Set <time dateTime={sanction.createdAt}>{formatDateTime(sanction.createdAt)}</time>
            {sanction.createdBy ? ` by ${sanction.createdBy}` : ''}
          </span>
        </>
      }
      clamp
      actions={
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onLift(sanction)}
          aria-label={`Lift: ${pill.label.toLowerCase()} ${sanction.userName || sanction.email || ''}`.trim()}
        >
          <Undo2 aria-hidden="true" size={16} />
          Lift
        </Button>
      }
    >
      {source ? (
        <>
          <strong>{source}</strong>
          {sanction.sourceText ? `: “${sanction.sourceText}”` : null}
        </>
      ) : null}
    </AdminCard>
  );
}

/**
 * Sanctions in force, newest first, each with whom, what, until when, who set it and from what;
 * Lift ends one at once. Beside the messages in Live Moderation, where a moderator set it.
 */
export function SanctionsList() {
  const [page, setPage] = useState(1);
  const query = useSanctions({ search: '', page });
  const lift = useLiftSanction();
  const [failure, setFailure] = useState<string | null>(null);
  const [lifted, setLifted] = useState<string | null>(null);
  const onLift = (sanction: Sanction) => {
    setFailure(null);
    setLifted(null);
    lift.mutate(sanction._id, {
      onSuccess: () => setLifted(`Lifted: ${sanction.userName || sanction.email || 'sender'}`),
      onError: (error) => setFailure(errorMessage(error, 'Failed to lift the sanction')),
    });
  };
  const data = query.data;
  return (
    <section className="sanctions-list" aria-label="Sanctions in force">
      {failure ? (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      ) : null}
      {lifted ? (
        <Banner tone="success" onDismiss={() => setLifted(null)}>
          {lifted}
        </Banner>
      ) : null}
      {query.isError && !data ? (
        <Banner tone="error">
          {errorMessage(query.error, 'Failed to fetch sanctions')}{' '}
          <button type="button" className="kit-link" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Banner>
      ) : null}
      {!data && query.isPending ? <ListLoading text="Loading sanctions..." /> : null}
      {data && data.sanctions.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No sanctions in force">
          Timeouts, bans and shadow mutes set from a message or comment appear here until they end
          or are lifted.
        </EmptyState>
      ) : null}
      {data && data.sanctions.length > 0 ? (
        <>
          <AdminCardGrid
            items={data.sanctions}
            getKey={(sanction) => sanction._id}
            label="Sanctions"
            renderItem={(sanction) => (
              <SanctionCard
                sanction={sanction}
                busy={lift.isPending && lift.variables === sanction._id}
                onLift={onLift}
              />
            )}
          />
          <Pager
            page={data.page}
            limit={data.limit}
            total={data.total}
            onPage={setPage}
            label="Sanction pages"
          />
        </>
      ) : null}
    </section>
  );
}
