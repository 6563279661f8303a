import type { PublicComment } from '#shared/schemas/comments.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { CommentRow } from './repository.js';
import { presentReactions } from '#server/platform/http/present-reactions.js';

/** A comment for other visitors: the commenter's email is left out on purpose. */
export function presentPublicComment(row: CommentRow): PublicComment {
  return {
    _id: row.id,
    userName: row.userName,
    content: row.content,
    createdAt: row.createdAt,
    reactions: presentReactions(row),
    isModerated: fromFlag(row.isModerated),
    isSpam: fromFlag(row.isSpam),
    streamId: row.streamId,
  };
}
