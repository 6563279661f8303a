import { AlertTriangle, CheckCircle2, Mail, Settings2, UserCheck } from 'lucide-react';
import {
  FOLLOW_UP_KIND_LABELS,
  FOLLOW_UP_STATUS_LABELS,
  type FollowUp,
  type FollowUpStatus,
} from '#shared/schemas/follow-ups.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import { AdminCard, CardButton, StatusPill, type PillTone } from '#web/admin/kit/index.js';

const STATUS_TONES: Record<FollowUpStatus, PillTone> = {
  new: 'new',
  contacted: 'pending',
  connected: 'approved',
  closed: 'neutral',
};

export type FollowUpQuickChange =
  { status: FollowUpStatus } | { isUrgent: boolean } | { assignedTo: string };

interface FollowUpCardProps {
  item: FollowUp;
  busy: boolean;
  myId: string | null;
  onChange: (item: FollowUp, change: FollowUpQuickChange) => void;
  onManage: (item: FollowUp) => void;
  onEmail: (item: FollowUp) => void;
}

/**
 * One person to reach: what they answered, in which stream, how to reach them, what they wrote,
 * who has it and how far it is; the quick actions of a service.
 */
export function FollowUpCard({ item, busy, myId, onChange, onManage, onEmail }: FollowUpCardProps) {
  return (
    <AdminCard
      className={item.isUrgent ? 'follow-up-card follow-up-card--urgent' : 'follow-up-card'}
      title={item.name || 'Someone'}
      pills={
        <>
          {item.isUrgent ? <StatusPill tone="danger">Urgent</StatusPill> : null}
          <StatusPill tone={STATUS_TONES[item.status]}>
            {FOLLOW_UP_STATUS_LABELS[item.status]}
          </StatusPill>
          <StatusPill tone="featured">{FOLLOW_UP_KIND_LABELS[item.kind]}</StatusPill>
        </>
      }
      meta={
        <>
          {item.email ? <span>{item.email}</span> : null}
          {item.phone ? <span>{item.phone}</span> : null}
          <span>
            {item.momentTitle} · {item.streamTitle}
          </span>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          <span>{item.assignedToName ? `Assigned to ${item.assignedToName}` : 'Unassigned'}</span>
          {item.lastEmailedAt ? (
            <span>
              Emailed{' '}
              <time dateTime={item.lastEmailedAt}>{formatDateTime(item.lastEmailedAt)}</time>
            </span>
          ) : null}
        </>
      }
      details={
        item.teamNote ? (
          <p className="follow-up-card__note">
            <strong>Team note:</strong> {item.teamNote}
          </p>
        ) : null
      }
      actions={
        <>
          {myId && item.assignedTo !== myId ? (
            <CardButton
              icon={UserCheck}
              variant="ghost"
              disabled={busy}
              onClick={() => onChange(item, { assignedTo: myId })}
            >
              Take it
            </CardButton>
          ) : null}
          {item.email ? (
            <CardButton icon={Mail} disabled={busy} onClick={() => onEmail(item)}>
              Email them
            </CardButton>
          ) : null}
          {item.status !== 'closed' ? (
            <CardButton
              icon={CheckCircle2}
              variant="ghost"
              disabled={busy}
              onClick={() => onChange(item, { status: 'closed' })}
            >
              Close
            </CardButton>
          ) : null}
          <CardButton
            icon={AlertTriangle}
            variant="ghost"
            disabled={busy}
            pressed={item.isUrgent}
            onClick={() => onChange(item, { isUrgent: !item.isUrgent })}
          >
            {item.isUrgent ? 'Not urgent' : 'Urgent'}
          </CardButton>
          <CardButton
            icon={Settings2}
            variant="outline"
            disabled={busy}
            onClick={() => onManage(item)}
          >
            Manage
          </CardButton>
        </>
      }
    >
      {item.note || <span className="follow-up-card__empty">No note left</span>}
    </AdminCard>
  );
}
