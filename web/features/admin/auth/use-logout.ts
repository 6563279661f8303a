import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import { adminKeys } from './admin-keys.js';
import { clearAdminSession } from './admin-session-storage.js';

/** Logout: forget the token and admin info, drop admin data, go to the sign-in page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate(SITE_ROUTES.adminLogin.path, { replace: true });
  }, [navigate, queryClient]);
}
