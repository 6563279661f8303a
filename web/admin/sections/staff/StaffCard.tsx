import { AtSign, CalendarDays, Mail, ShieldCheck, ShieldOff } from 'lucide-react';
import type { StaffMemberInfo } from '#shared/schemas/staff.js';
import { Button } from '#web/components/Button.js';
import { AdminCard, EditButton, QuietDeleteButton, StatusPill } from '#web/admin/kit/index.js';
import { ROLE_LABELS } from './staff-roles.js';

const added = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

interface StaffCardProps {
  member: StaffMemberInfo;
  /** The signed-in admin's own card: it cannot be deleted from here. */
  isMe: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Sends an invited person a new link; absent once they have chosen their password. */
  onResend: () => void;
  resending: boolean;
}

export function StaffCard({ member, isMe, onEdit, onDelete, onResend, resending }: StaffCardProps) {
  return (
    <AdminCard
      className="staff-card"
      title={
        <span className="staff-card__name">
          {member.displayName}
          {isMe ? <span className="staff-card__me"> (you)</span> : null}
        </span>
      }
      pills={
        <>
          <StatusPill tone={member.role === 'admin' ? 'featured' : 'neutral'}>
            {ROLE_LABELS[member.role]}
          </StatusPill>
          {member.invited ? <StatusPill tone="pending">Invited</StatusPill> : null}
        </>
      }
      meta={
        <>
          <span className="staff-card__line">
            <AtSign aria-hidden="true" size={14} />
            {member.username}
          </span>
          <span className="staff-card__line">
            {member.twoFactorEnabled ? (
              <ShieldCheck aria-hidden="true" size={14} />
            ) : (
              <ShieldOff aria-hidden="true" size={14} />
            )}
            {member.twoFactorEnabled ? 'Two-factor sign-in on' : 'Two-factor sign-in off'}
          </span>
          <span className="staff-card__line">
            <CalendarDays aria-hidden="true" size={14} />
            Added {added.format(new Date(member.createdAt))}
          </span>
        </>
      }
      actions={
        <>
          {member.invited ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={resending}
              onClick={onResend}
              aria-label={`Resend invite to ${member.displayName}`}
            >
              <Mail aria-hidden="true" size={16} />
              Resend invite
            </Button>
          ) : null}
          <EditButton onClick={onEdit} name={member.displayName} />
          {isMe ? null : <QuietDeleteButton onClick={onDelete} name={member.displayName} />}
        </>
      }
    />
  );
}
