import './admin-sidebar.css';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminSection } from '#shared/constants.js';
import { BrandMark } from '#web/components/BrandMark.js';
import {
  ChatAlertControls,
  useUnreadQuickChatCount,
} from '#web/admin/sections/quick-chats/index.js';
import { useStaffRole } from '#web/admin/auth/index.js';
import { sectionHref, type AdminSectionDescriptor } from '#web/admin/kit/index.js';
import { ADMIN_SECTION_LIST } from './sections.js';

interface AdminSidebarProps {
  current: AdminSection;
  siteName: string;
  onNavigate?: () => void;
  onLogout: () => void;
}

/** The admin area's title, its sections and the logout button. */
export function AdminSidebar({ current, siteName, onNavigate, onLogout }: AdminSidebarProps) {
  // Visitors waiting in Quick Chat, so nobody is missed while the team works elsewhere.
  const unreadChats = useUnreadQuickChatCount();
  // A moderator sees only what they may use; the server refuses the rest anyway.
  const role = useStaffRole();
  const sections = ADMIN_SECTION_LIST.filter((section) => section.roles.includes(role));
  const link = ({ id, label, icon: Icon }: AdminSectionDescriptor) => {
    return (
      <li key={id}>
        <Link
          to={sectionHref(id)}
          className="admin-nav__link"
          aria-current={id === current ? 'page' : undefined}
          onClick={onNavigate}
        >
          <Icon aria-hidden="true" size={19} strokeWidth={1.9} />
          {label}
          {id === 'quick-chats' && unreadChats > 0 ? (
            <span className="admin-nav__badge">
              {unreadChats}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
        </Link>
      </li>
    );
  };
  return (
    <div className="admin-sidebar">
      <div className="admin-sidebar__brand">
        <span className="admin-sidebar__mark">
          <BrandMark size={34} />
        </span>
        <div className="admin-sidebar__names">
          <p className="admin-sidebar__title">Admin Panel</p>
          <p className="admin-sidebar__subtitle">Church Management</p>
        </div>
      </div>
      <p className="admin-sidebar__site" title={siteName}>
        {siteName}
      </p>

      {/* The sections scroll between the title and the pinned foot: on a laptop screen My Account
          and Logout stay in sight instead of below the fold. */}
      <nav className="admin-nav" aria-label="Admin sections">
        <ul className="admin-nav__list admin-nav__sections">
          {sections.filter((section) => !section.pinned).map(link)}
        </ul>
        <div className="admin-sidebar__footer">
          <ul className="admin-nav__list">
            {sections.filter((section) => section.pinned).map(link)}
          </ul>
          <ChatAlertControls labelled />
          <button
            type="button"
            className="admin-nav__link admin-sidebar__logout"
            onClick={onLogout}
          >
            <LogOut aria-hidden="true" size={19} strokeWidth={1.9} />
            Logout
          </button>
        </div>
      </nav>
    </div>
  );
}
