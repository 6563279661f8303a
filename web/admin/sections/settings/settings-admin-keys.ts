import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of the Settings section (under the admin keys, dropped at sign-out). */
export const settingsAdminKeys = {
  all: [...adminKeys.all, 'settings'] as const,
  settings: () => [...settingsAdminKeys.all, 'values'] as const,
  twoFactor: () => [...settingsAdminKeys.all, 'two-factor'] as const,
  /** The signed-in staff member's own notification emails (My Account). */
  notifications: () => [...settingsAdminKeys.all, 'my-notifications'] as const,
};
