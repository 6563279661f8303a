import type { QueryClient } from '@tanstack/react-query';
import { SITE_ROUTES } from '#shared/routes.js';
import { adminKeys } from './api.js';
import { clearAdminSession, readAdminToken } from './admin-session-storage.js';
import type { LoginLocationState } from './login-state.js';
import { sessionWatch } from './session-watch-store.js';

interface Navigator {
  navigate: (to: string, options: { replace: boolean; state: LoginLocationState }) => unknown;
  currentPath: () => string;
}

/**
 * What happens when any admin call answers 401. While the panel is open, it asks the admin to
 * sign in again in a dialog over the page, so nothing typed is lost. Otherwise (opening /admin
 * with an old token) the stored session is cleared, admin data is dropped and the admin is sent
 * to sign in, told that the session ended (when there was one).
 */
export function createAdminUnauthorizedHandler(queryClient: QueryClient, router: Navigator) {
  return () => {
    if (sessionWatch.isPanelOpen()) {
      sessionWatch.ended();
      return;
    }
    const hadSession = readAdminToken() !== null;
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    if (router.currentPath() === SITE_ROUTES.adminLogin.path) return;
    void router.navigate(SITE_ROUTES.adminLogin.path, {
      replace: true,
      state: { sessionEnded: hadSession },
    });
  };
}
