import { BadgeCheck, LogIn, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';

interface IdentityBadgeProps {
  user: LivestreamUser | null;
  onChange: () => void;
}

/** Who is watching: Member or Guest User, and a way to change it. */
export function IdentityBadge({ user, onChange }: IdentityBadgeProps) {
  if (!user) {
    return (
      <p className="identity">
        <button type="button" className="identity__action" onClick={onChange}>
          <LogIn aria-hidden="true" size={16} /> Register or join as a guest to chat and react
        </button>
      </p>
    );
  }
  const Icon = user.isGuest ? UserRound : BadgeCheck;
  return (
    <p className="identity">
      <span className={`identity__badge identity__badge--${user.isGuest ? 'guest' : 'member'}`}>
        <Icon aria-hidden="true" size={16} />
        {user.isGuest ? 'Guest User' : 'Member'}
      </span>
      <span className="identity__name">Watching as {user.name}</span>
      {user.isGuest ? null : (
        <Link className="identity__action" to={SITE_ROUTES.account.path}>
          My account
        </Link>
      )}
      <button type="button" className="identity__action" onClick={onChange}>
        Not you? Change
      </button>
    </p>
  );
}
