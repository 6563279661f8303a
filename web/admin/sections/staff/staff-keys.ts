import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of the Staff section (under the admin keys, dropped at sign-out). */
export const staffKeys = {
  all: [...adminKeys.all, 'staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};
