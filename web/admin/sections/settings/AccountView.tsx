import './settings.css';
import { useAdminSessionQuery } from '#web/admin/auth/index.js';
import { AdminSectionFrame, type AdminSectionViewProps } from '#web/admin/kit/index.js';
import { NotificationEmailsPanel } from './NotificationEmailsPanel.js';
import { TwoFactorPanel } from './TwoFactorPanel.js';

const ROLE_LABELS = { admin: 'Admin', moderator: 'Moderator' } as const;

/**
 * My Account: who is signed in, their own two-factor sign-in and notification emails. Open to moderators, who may
 * not open Settings; a name or password change is asked of an admin (the Staff section).
 */
export function AccountView(props: AdminSectionViewProps) {
  const admin = useAdminSessionQuery().data?.admin;
  return (
    <AdminSectionFrame {...props}>
      <div className="account-view">
        {/* The two-factor panel's title is a level-3 heading, as under a Settings tab. */}
        <h2 className="visually-hidden">Your sign-in</h2>
        {admin ? (
          <dl className="card account-card">
            <div>
              <dt>Display name</dt>
              <dd>{admin.displayName}</dd>
            </div>
            <div>
              <dt>Username</dt>
              <dd>{admin.username}</dd>
            </div>
            <div>
              <dt>Role</dt>
              <dd>{ROLE_LABELS[admin.role]}</dd>
            </div>
          </dl>
        ) : null}
        <TwoFactorPanel />
        {admin ? <NotificationEmailsPanel role={admin.role} /> : null}
      </div>
    </AdminSectionFrame>
  );
}
