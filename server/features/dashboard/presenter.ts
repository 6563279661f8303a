import type { RecentComment } from '#shared/schemas/admin-dashboard.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { RecentCommentRow } from './repository.js';

/** A comment in the dashboard's Recent Comments, its stream as `{ _id, title }`. */
export function presentRecentComment(row: RecentCommentRow): RecentComment {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    content: row.content,
    createdAt: row.createdAt,
    isModerated: fromFlag(row.isModerated),
    isSpam: fromFlag(row.isSpam),
    streamId: { _id: row.streamId, title: row.streamTitle },
  };
}
