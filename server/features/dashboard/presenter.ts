import type { RecentComment } from '#shared/schemas/admin-dashboard.js';
import { fromFlag } from '#server/platform/db/ids.js';
import { commentVisibility } from '#server/features/comments/index.js';
import type { RecentCommentRow } from './repository.js';

/** A comment in the dashboard's Recent Comments, its stream as `{ _id, title }`. */
export function presentRecentComment(row: RecentCommentRow): RecentComment {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    content: row.content,
    createdAt: row.createdAt,
    isModerated: commentVisibility(row) === 'public',
    isSpam: fromFlag(row.isSpam),
    visibility: commentVisibility(row),
    streamId: { _id: row.streamId, title: row.streamTitle },
  };
}
