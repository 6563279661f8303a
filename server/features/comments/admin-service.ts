import { MESSAGES } from '#shared/messages.js';
import type {
  AdminCommentUpdate,
  AdminCommentsQuery,
  CommentModerationAction,
} from '#shared/schemas/admin-comments.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { AdminCommentsRepository } from './admin-repository.js';

const NOT_FOUND = MESSAGES.adminComments.notFound;

async function found<T>(row: Promise<T | undefined>): Promise<T> {
  const value = await row;
  if (!value) throw new NotFoundError(NOT_FOUND);
  return value;
}

/** Comment Management: approving clears spam and marking spam clears approval (spec section 4). */
export function createAdminCommentsService(comments: AdminCommentsRepository) {
  return {
    list: (query: AdminCommentsQuery) => comments.list(query),

    update(id: string, { content, isModerated, isSpam }: AdminCommentUpdate) {
      return found(
        comments.update(id, {
          content,
          ...(isModerated === undefined ? {} : { isModerated }),
          ...(isSpam === undefined ? {} : { isSpam }),
          ...(isModerated ? { isSpam: false } : {}),
          ...(isSpam ? { isModerated: false } : {}),
        }),
      );
    },

    moderate(id: string, action: CommentModerationAction) {
      const approve = action === 'approve';
      return found(comments.update(id, { isModerated: approve, isSpam: !approve }));
    },

    async delete(id: string) {
      if (!(await comments.delete(id))) throw new NotFoundError(NOT_FOUND);
    },
  };
}

export type AdminCommentsService = ReturnType<typeof createAdminCommentsService>;
