import { lazy } from 'react';

/** /admin/login, in the admin bundle: visitors never download it. */
export const LoginPage = lazy(() =>
  import('./LoginPage.js').then((module) => ({ default: module.LoginPage })),
);

/** /admin/set-password: where staff invite and password links lead. */
export const SetPasswordPage = lazy(() =>
  import('./SetPasswordPage.js').then((module) => ({ default: module.SetPasswordPage })),
);

/** The admin session: its query keys, the stored token, who is signed in, and its end. */
export { adminKeys, useAdminSessionQuery } from './api.js';
export { readAdminToken } from './admin-session-storage.js';
export { useStaffRole } from './use-staff-role.js';
export { createAdminUnauthorizedHandler } from './session-expiry.js';
export { useLogout } from './use-logout.js';
export { SessionWatch } from './SessionWatch.js';
export { sessionWatch } from './session-watch-store.js';
