import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import { adminKeys, logoutAdmin } from './api.js';
import { clearAdminSession } from './admin-session-storage.js';
import { sessionWatch } from './session-watch-store.js';

/**
 * Logout: end the session on the server, forget the token and admin info, drop admin data, go to
 * the sign-in page. The browser forgets the token even when the server cannot be reached.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    sessionWatch.setPanelOpen(false);
    void logoutAdmin()
      .catch(() => undefined)
      .then(() => {
        clearAdminSession();
        queryClient.removeQueries({ queryKey: adminKeys.all });
        return navigate(SITE_ROUTES.adminLogin.path, { replace: true });
      });
  }, [navigate, queryClient]);
}
