import { adminKeys } from '#web/admin/auth/index.js';
import type { AdminContactsParams } from './get-admin-contacts.js';

/** Query keys of Contact Management (under the admin keys, dropped at sign-out). */
export const contactsAdminKeys = {
  all: [...adminKeys.all, 'contacts'] as const,
  list: (params: AdminContactsParams) => [...contactsAdminKeys.all, 'list', params] as const,
};
