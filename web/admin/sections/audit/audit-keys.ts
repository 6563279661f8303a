import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of the audit log (under the admin keys, dropped at sign-out). */
export const auditKeys = {
  all: [...adminKeys.all, 'audit'] as const,
  page: (page: number) => [...auditKeys.all, 'page', page] as const,
};
