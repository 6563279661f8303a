import type { AdminStreamsQuery } from '#shared/schemas/admin-streams.js';
import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of Stream Management (under the admin keys, dropped at sign-out). */
export const streamAdminKeys = {
  all: [...adminKeys.all, 'streams'] as const,
  list: (query: AdminStreamsQuery) => [...streamAdminKeys.all, 'list', query] as const,
};
