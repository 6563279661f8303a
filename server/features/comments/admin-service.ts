import { MESSAGES } from '#shared/messages.js';
import type {
  AdminCommentUpdate,
  AdminCommentsQuery,
  CommentModerationAction,
} from '#shared/schemas/admin-comments.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { AdminCommentRow, AdminCommentsRepository } from './admin-repository.js';

const NOT_FOUND = MESSAGES.adminComments.notFound;

async function found<T>(row: Promise<T | undefined>): Promise<T> {
  const value = await row;
  if (!value) throw new NotFoundError(NOT_FOUND);
  return value;
}

/** Comment Management: approving clears spam and marking spam clears approval. */
export function createAdminCommentsService(
  comments: AdminCommentsRepository,
  events: DomainEventPublisher,
) {
  async function moderated(row: Promise<AdminCommentRow | undefined>) {
    const comment = await found(row);
    events.publish('comment.moderated', { comment });
    return comment;
  }

  return {
    list: (query: AdminCommentsQuery) => comments.list(query),

    /**
     * The edit form's Approve tick is "the public sees it": unticking it on a public comment
     * holds it for review (a comment never held would otherwise stay public, unapproved).
     */
    update(id: string, { content, isModerated, isSpam }: AdminCommentUpdate) {
      return moderated(
        comments.update(id, {
          content,
          ...(isModerated === undefined ? {} : { isModerated }),
          ...(isModerated === false ? { isHeld: true } : {}),
          ...(isSpam === undefined ? {} : { isSpam }),
          ...(isModerated ? { isSpam: false } : {}),
          ...(isSpam ? { isModerated: false } : {}),
        }),
      );
    },

    moderate(id: string, action: CommentModerationAction) {
      const approve = action === 'approve';
      return moderated(comments.update(id, { isModerated: approve, isSpam: !approve }));
    },

    /** Who sent a comment, for sanctions. */
    async sender(id: string) {
      const row = await comments.findById(id);
      return (
        row && {
          memberId: row.memberId,
          userName: row.userName,
          userEmail: row.userEmail,
          addressKey: row.addressKey,
          deviceKey: row.deviceKey,
          text: row.content,
        }
      );
    },
    async delete(id: string) {
      const comment = await found(comments.findById(id));
      if (!(await comments.delete(id))) throw new NotFoundError(NOT_FOUND);
      events.publish('comment.deleted', { comment });
      return comment;
    },
  };
}

export type AdminCommentsService = ReturnType<typeof createAdminCommentsService>;
