import type { AdminMembersQuery } from '#shared/schemas/admin-members.js';
import { adminKeys } from '#web/admin/auth/index.js';

/**
 * Query keys of the members listed in User Management (under the admin keys, dropped at
 * sign-out).
 */
export const memberAdminKeys = {
  all: [...adminKeys.all, 'members'] as const,
  list: (query: AdminMembersQuery) => [...memberAdminKeys.all, 'list', query] as const,
};
