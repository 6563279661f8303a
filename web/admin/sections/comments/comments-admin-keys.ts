import { adminKeys } from '#web/admin/auth/index.js';
import type { AdminCommentsParams } from './get-admin-comments.js';

/** Query keys of Comment Management (under the admin keys, dropped at sign-out). */
export const commentsAdminKeys = {
  all: [...adminKeys.all, 'comments'] as const,
  lists: () => [...commentsAdminKeys.all, 'list'] as const,
  list: (params: AdminCommentsParams) => [...commentsAdminKeys.lists(), params] as const,
  streams: () => [...commentsAdminKeys.all, 'streams'] as const,
};
