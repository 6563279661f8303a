import type { AdminUsersQuery } from '../../../../shared/schemas/admin-users.js';
import { adminKeys } from '../admin-keys.js';

/** Query keys of User Management (under the admin keys, dropped at sign-out). */
export const userAdminKeys = {
  all: [...adminKeys.all, 'users'] as const,
  list: (query: AdminUsersQuery) => [...userAdminKeys.all, 'list', query] as const,
};
