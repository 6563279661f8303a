import { Ban, CalendarDays, Mail, MapPin, Phone, UserCheck } from 'lucide-react';
import type { AdminUser } from '../../../../shared/schemas/admin-users.js';
import { Button } from '../../../components/Button.js';
import { AdminCard, EditButton, QuietDeleteButton, StatusPill } from '../kit/index.js';

const joined = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

interface UserCardProps {
  user: AdminUser;
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

export function UserCard({ user, blocking, onBlock, onEdit, onDelete }: UserCardProps) {
  return (
    <AdminCard
      className="user-card"
      title={
        <span className="user-card__name">
          <span className="user-card__avatar" aria-hidden="true">
            {initials(user.name)}
          </span>
          {user.name}
        </span>
      }
      pills={
        user.isBlocked ? (
          <StatusPill tone="danger">Blocked</StatusPill>
        ) : (
          <StatusPill tone="approved">Active</StatusPill>
        )
      }
      meta={
        <>
          <span className="user-card__line">
            <Mail aria-hidden="true" size={14} />
            <a href={`mailto:${user.email}`}>{user.email}</a>
          </span>
          {user.phone ? (
            <span className="user-card__line">
              <Phone aria-hidden="true" size={14} />
              {user.phone}
            </span>
          ) : null}
          {user.location ? (
            <span className="user-card__line">
              <MapPin aria-hidden="true" size={14} />
              {user.location}
            </span>
          ) : null}
          <span className="user-card__line">
            <CalendarDays aria-hidden="true" size={14} />
            Joined {joined.format(new Date(user.createdAt))}
          </span>
        </>
      }
      actions={
        <>
          <Button
            variant={user.isBlocked ? 'outline' : 'subtle'}
            size="sm"
            onClick={onBlock}
            busy={blocking}
            aria-label={`${user.isBlocked ? 'Unblock' : 'Block'} ${user.name}`}
          >
            {blocking ? null : user.isBlocked ? (
              <UserCheck aria-hidden="true" size={16} />
            ) : (
              <Ban aria-hidden="true" size={16} />
            )}
            {user.isBlocked ? 'Unblock' : 'Block'}
          </Button>
          <EditButton onClick={onEdit} name={user.name} />
          <QuietDeleteButton onClick={onDelete} name={user.name} />
        </>
      }
    />
  );
}
