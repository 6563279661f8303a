import './admin-shell.css';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { LAYOUT, type AdminSection } from '#shared/constants.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { LoadingScreen } from '#web/components/LoadingScreen.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { adminLive } from '#web/lib/live/index.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { SessionWatch, useAdminSessionQuery, useLogout } from '#web/admin/auth/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { usePublicSettings } from '#web/features/settings/index.js';
import { SectionAccessContext } from '#web/admin/kit/index.js';
import { PrayNowAlerts, useStaffChatAlerts } from '#web/admin/sections/quick-chats/index.js';
import { AdminDrawer } from './AdminDrawer.js';
import { AdminHeader } from './AdminHeader.js';
import { AdminSidebar } from './AdminSidebar.js';
import { AdminUnavailable } from './AdminUnavailable.js';
import { SectionNotAllowed } from './SectionNotAllowed.js';
import { mayOpenSection } from './sections.js';
import { useAdminSection } from './use-admin-section.js';

const PHONE_QUERY = `(max-width: ${String(LAYOUT.mobileBreakpointPx)}px)`;

/**
 * /admin: sidebar, header and the chosen section. It asks the server who is signed in and shows
 * Loading... until it knows; a 401 anywhere sends the admin to sign in (see session-expiry.ts).
 */
export function AdminShell() {
  const session = useAdminSessionQuery();
  const section = useAdminSection();
  const role = session.data?.admin.role ?? 'moderator';
  const SectionView = section.roles.includes(role) ? section.view : SectionNotAllowed;
  const mayOpen = useCallback((id: AdminSection) => mayOpenSection(role, id), [role]);
  const { settings } = usePublicSettings();
  const logout = useLogout();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [navigated, setNavigated] = useState(false);
  const unreadChats = useStaffChatAlerts();
  // "(3) Live Chat | Admin | …": visitors waiting show in the tab, whatever section is open.
  usePageMeta({
    path: SITE_ROUTES.admin.path,
    title: `${unreadChats > 0 ? `(${String(unreadChats)}) ` : ''}${section.label} | ${SITE_ROUTES.admin.title}`,
  });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [section.id]);

  if (session.isPending) return <LoadingScreen />;
  // A failed refetch keeps the page: a session that ends while open is handled in place.
  if (!session.data) {
    if (isApiError(session.error) && session.error.status === 401) return <LoadingScreen />;
    return (
      <AdminUnavailable
        message={errorMessage(session.error, session.error.message)}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  }

  const onNavigate = () => {
    setNavigated(true);
    setDrawerWanted(false);
  };
  const sidebar = (
    <AdminSidebar
      current={section.id}
      siteName={settings.siteName}
      onNavigate={onNavigate}
      onLogout={logout}
    />
  );

  return (
    <adminLive.LiveProvider>
      <SectionAccessContext.Provider value={mayOpen}>
        <div className="admin">
          <aside className="admin__sidebar" aria-label="Admin">
            {sidebar}
          </aside>
          <AdminDrawer open={drawerWanted && isPhone} onOpenChange={setDrawerWanted}>
            {sidebar}
          </AdminDrawer>
          <div className="admin__main">
            <AdminHeader
              section={section.label}
              name={session.data.admin.displayName || session.data.admin.username}
              role={role}
              onOpenMenu={() => {
                setDrawerWanted(true);
              }}
            />
            <main id="main" className="admin__content" tabIndex={-1}>
              <Suspense fallback={<LoadingScreen />}>
                <SectionView key={section.id} info={section} focusHeading={navigated} />
              </Suspense>
            </main>
          </div>
          <PrayNowAlerts />
          <SessionWatch username={session.data.admin.username} onSignOut={logout} />
        </div>
      </SectionAccessContext.Provider>
    </adminLive.LiveProvider>
  );
}
