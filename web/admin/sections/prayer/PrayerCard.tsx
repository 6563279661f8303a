import {
  AlertTriangle,
  CheckCircle2,
  Eye,
  EyeOff,
  HandHeart,
  Settings2,
  UserCheck,
} from 'lucide-react';
import {
  type AdminPrayerRequest,
  PRAYER_SOURCE_LABELS,
  PRAYER_STATUS_LABELS,
  type PrayerStatus,
} from '#shared/schemas/prayer-requests.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import { CardButton, AdminCard, StatusPill, type PillTone } from '#web/admin/kit/index.js';

const STATUS_TONES: Record<PrayerStatus, PillTone> = {
  new: 'new',
  praying: 'pending',
  answered: 'approved',
  closed: 'neutral',
};

export type PrayerQuickChange =
  | { status: PrayerStatus }
  | { isApproved: boolean }
  | { isUrgent: boolean }
  | { assignedTo: string };

interface PrayerCardProps {
  item: AdminPrayerRequest;
  busy: boolean;
  myId: string | null;
  onChange: (item: AdminPrayerRequest, change: PrayerQuickChange) => void;
  onManage: (item: AdminPrayerRequest) => void;
}

/**
 * One request: who, where from, how private, its status and the wall; the request in full (the
 * team reads every word); the latest note; the quick actions of a service.
 */
export function PrayerCard({ item, busy, myId, onChange, onManage }: PrayerCardProps) {
  const lastNote = item.notes.at(-1);
  const source = item.stream
    ? `${PRAYER_SOURCE_LABELS[item.source]}: ${item.stream.title}`
    : PRAYER_SOURCE_LABELS[item.source];
  return (
    <AdminCard
      className={item.isUrgent ? 'prayer-card prayer-card--urgent' : 'prayer-card'}
      title={item.name}
      pills={
        <>
          {item.isUrgent ? <StatusPill tone="danger">Urgent</StatusPill> : null}
          <StatusPill tone={STATUS_TONES[item.status]}>
            {PRAYER_STATUS_LABELS[item.status]}
          </StatusPill>
          {item.isPrivate ? (
            <StatusPill tone="neutral">Private</StatusPill>
          ) : item.isApproved ? (
            <StatusPill tone="approved">On the wall</StatusPill>
          ) : (
            <StatusPill tone="featured">Public, not approved</StatusPill>
          )}
          {item.isAnonymous && !item.isPrivate ? (
            <StatusPill tone="neutral">Anonymous</StatusPill>
          ) : null}
          {item.moderation === 'held' ? (
            <StatusPill tone="pending">Held by filter</StatusPill>
          ) : null}
          {item.moderation === 'shadow' ? (
            <StatusPill tone="danger">Shadow-muted sender</StatusPill>
          ) : null}
        </>
      }
      meta={
        <>
          {item.email ? <span>{item.email}</span> : null}
          <span>{source}</span>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          <span>
            {item.assignedTo ? `Assigned to ${item.assignedTo.displayName}` : 'Unassigned'}
          </span>
          {item.prayedCount > 0 ? <span>{item.prayedCount} prayed</span> : null}
        </>
      }
      details={
        <div className="prayer-card__details">
          {item.praiseReport ? (
            <p className="prayer-card__praise">
              <strong>Praise report:</strong> {item.praiseReport}
            </p>
          ) : null}
          {lastNote ? (
            <p className="prayer-card__note">
              <strong>{lastNote.staffName}:</strong> {lastNote.note}
              {item.notes.length > 1 ? ` (${String(item.notes.length)} notes)` : null}
            </p>
          ) : null}
        </div>
      }
      actions={
        <>
          {item.status === 'new' ? (
            <CardButton
              icon={HandHeart}
              disabled={busy}
              onClick={() => onChange(item, { status: 'praying' })}
            >
              Praying
            </CardButton>
          ) : null}
          {item.status === 'new' || item.status === 'praying' ? (
            <CardButton
              icon={CheckCircle2}
              disabled={busy}
              onClick={() => onChange(item, { status: 'answered' })}
            >
              Answered
            </CardButton>
          ) : null}
          {myId && item.assignedTo?._id !== myId ? (
            <CardButton
              icon={UserCheck}
              variant="ghost"
              disabled={busy}
              onClick={() => onChange(item, { assignedTo: myId })}
            >
              Take it
            </CardButton>
          ) : null}
          {item.isPrivate ? null : (
            <CardButton
              icon={item.isApproved ? EyeOff : Eye}
              variant="ghost"
              disabled={busy}
              onClick={() => onChange(item, { isApproved: !item.isApproved })}
            >
              {item.isApproved ? 'Off the wall' : 'Approve for wall'}
            </CardButton>
          )}
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
            Notes &amp; more
          </CardButton>
        </>
      }
    >
      {item.request}
    </AdminCard>
  );
}
