import { ExternalLink, Menu, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { StaffRole } from '#shared/schemas/auth.js';
import { ChatAlertControls } from '#web/admin/sections/quick-chats/index.js';
import { ThemeToggle } from '#web/features/theme/index.js';
import { ScrollProgress } from './ScrollProgress.js';

interface AdminHeaderProps {
  section: string;
  /** Who is signed in, as the staff list names them: the display name, else the username. */
  name: string;
  role: StaffRole;
  onOpenMenu: () => void;
}

export function AdminHeader({ section, name, role, onOpenMenu }: AdminHeaderProps) {
  return (
    <header className="admin-header">
      <button
        type="button"
        className="header-tool admin-header__menu"
        onClick={onOpenMenu}
        aria-label="Open admin menu"
      >
        <Menu aria-hidden="true" size={22} />
      </button>
      <p className="admin-header__section">{section}</p>
      <span className="admin-badge">
        <ShieldCheck aria-hidden="true" size={14} />
        <span className="admin-badge__text">{role === 'admin' ? 'Admin' : 'Moderator'}</span>
      </span>
      <div className="admin-header__end">
        <span className="admin-header__user" title={`Signed in as ${name}`}>
          <span className="admin-header__avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="admin-header__username">{name}</span>
        </span>
        <ChatAlertControls />
        <ThemeToggle className="header-tool" />
        {/* Named on the link itself: below 1024px its text is hidden and only the icon shows. */}
        <Link
          to="/"
          className="header-tool admin-header__site"
          target="_blank"
          rel="noopener"
          aria-label="View site"
          title="View site"
        >
          <ExternalLink aria-hidden="true" size={18} />
          <span className="admin-header__site-label">View site</span>
        </Link>
      </div>
      <ScrollProgress />
    </header>
  );
}
