import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of Event Management (under the admin keys, dropped at sign-out). */
export const eventsAdminKeys = {
  all: [...adminKeys.all, 'events'] as const,
  list: () => [...eventsAdminKeys.all, 'list'] as const,
};
