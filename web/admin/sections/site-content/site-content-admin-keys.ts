import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of the Site Content section (under the admin keys, dropped at sign-out). */
export const siteContentAdminKeys = {
  all: [...adminKeys.all, 'site-content'] as const,
  content: () => [...siteContentAdminKeys.all, 'content'] as const,
};
