import { Ban, CalendarDays, Mail, MapPin, Phone, UserCheck } from 'lucide-react';
import type { AdminMember } from '#shared/schemas/admin-members.js';
import { Button } from '#web/components/Button.js';
import { AdminCard, EditButton, QuietDeleteButton, StatusPill } from '#web/admin/kit/index.js';

const joined = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

interface MemberCardProps {
  member: AdminMember;
  blocking: boolean;
  onBlock: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

export function MemberCard({ member, blocking, onBlock, onEdit, onDelete }: MemberCardProps) {
  return (
    <AdminCard
      className="member-card"
      title={
        <span className="member-card__name">
          <span className="member-card__avatar" aria-hidden="true">
            {initials(member.name)}
          </span>
          {member.name}
        </span>
      }
      pills={
        member.isBlocked ? (
          <StatusPill tone="danger">Blocked</StatusPill>
        ) : (
          <StatusPill tone="approved">Active</StatusPill>
        )
      }
      meta={
        <>
          <span className="member-card__line">
            <Mail aria-hidden="true" size={14} />
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </span>
          {member.phone ? (
            <span className="member-card__line">
              <Phone aria-hidden="true" size={14} />
              {member.phone}
            </span>
          ) : null}
          {member.location ? (
            <span className="member-card__line">
              <MapPin aria-hidden="true" size={14} />
              {member.location}
            </span>
          ) : null}
          <span className="member-card__line">
            <CalendarDays aria-hidden="true" size={14} />
            Joined {joined.format(new Date(member.createdAt))}
          </span>
        </>
      }
      actions={
        <>
          <Button
            variant={member.isBlocked ? 'outline' : 'subtle'}
            size="sm"
            onClick={onBlock}
            busy={blocking}
            aria-label={`${member.isBlocked ? 'Unblock' : 'Block'} ${member.name}`}
          >
            {blocking ? null : member.isBlocked ? (
              <UserCheck aria-hidden="true" size={16} />
            ) : (
              <Ban aria-hidden="true" size={16} />
            )}
            {member.isBlocked ? 'Unblock' : 'Block'}
          </Button>
          <EditButton onClick={onEdit} name={member.name} />
          <QuietDeleteButton onClick={onDelete} name={member.name} />
        </>
      }
    />
  );
}
