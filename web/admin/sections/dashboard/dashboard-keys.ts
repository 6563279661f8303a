import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of the Dashboard Overview (under the admin keys, dropped at sign-out). */
export const dashboardKeys = {
  all: [...adminKeys.all, 'dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  launchChecklist: () => [...dashboardKeys.all, 'launch-checklist'] as const,
};
