import type { AdminComment } from '#shared/schemas/admin-comments.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { AdminCommentRow } from './admin-repository.js';
import { commentVisibility } from './visibility.js';
import { presentReactions } from '#server/platform/http/present-reactions.js';

/** A comment for Comment Management: with the sender's email and its stream as `{ _id, title }`. */
export function presentAdminComment(row: AdminCommentRow): AdminComment {
  const visibility = commentVisibility(row);
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    memberId: row.memberId,
    content: row.content,
    createdAt: row.createdAt,
    reactions: presentReactions(row),
    // Approved means public: a comment everyone sees never shows as waiting for approval.
    isModerated: visibility === 'public',
    isSpam: fromFlag(row.isSpam),
    visibility,
    isHeld: fromFlag(row.isHeld),
    streamId: { _id: row.streamId, title: row.streamTitle },
  };
}
