import { adminKeys } from '#web/admin/auth/index.js';
import type { PrayerQueueParams } from './get-prayer-requests.js';

/** Query keys of the prayer team's queue (under the admin keys, dropped at sign-out). */
export const prayerAdminKeys = {
  all: [...adminKeys.all, 'prayer-requests'] as const,
  lists: () => [...prayerAdminKeys.all, 'list'] as const,
  list: (params: PrayerQueueParams) => [...prayerAdminKeys.lists(), params] as const,
  team: () => [...prayerAdminKeys.all, 'team'] as const,
};
