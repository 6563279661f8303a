import { AtSign, CalendarDays, ShieldCheck, ShieldOff } from 'lucide-react';
import type { StaffMemberInfo } from '#shared/schemas/staff.js';
import {
  AdminCard,
  EditButton,
  QuietDeleteButton,
  StatusPill,
} from '#web/features/admin/kit/index.js';
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
}

export function StaffCard({ member, isMe, onEdit, onDelete }: StaffCardProps) {
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
        <StatusPill tone={member.role === 'admin' ? 'featured' : 'neutral'}>
          {ROLE_LABELS[member.role]}
        </StatusPill>
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
          <EditButton onClick={onEdit} name={member.displayName} />
          {isMe ? null : <QuietDeleteButton onClick={onDelete} name={member.displayName} />}
        </>
      }
    />
  );
}
