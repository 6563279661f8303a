import { adminKeys } from '#web/admin/auth/index.js';
import type { AdminTestimoniesParams } from './get-admin-testimonies.js';

/** Query keys of Testimony Management (under the admin keys, dropped at sign-out). */
export const testimoniesAdminKeys = {
  all: [...adminKeys.all, 'testimonies'] as const,
  list: (params: AdminTestimoniesParams) => [...testimoniesAdminKeys.all, 'list', params] as const,
};
