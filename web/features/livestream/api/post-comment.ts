import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody, PublicComment } from '#shared/schemas/comments.js';
import { api } from '#web/lib/api.js';
import { livestreamKeys } from './livestream-keys.js';
import { appendUnique } from '#web/lib/live/item-list.js';
import { MAX_MESSAGES_ON_PAGE } from './message-list.js';

/** POST /api/user/comment: a member's token makes it theirs, whatever the body says. */
export async function postComment(body: CommentBody, memberToken?: string): Promise<PublicComment> {
  const { comment } = await api.POST('/api/user/comment', {
    body,
    memberToken,
    staffExempt: true,
  });
  return comment;
}

export function usePostComment(streamId: string, memberToken: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => postComment(body, memberToken),
    onSuccess: (comment) => {
      queryClient.setQueryData<PublicComment[]>(livestreamKeys.comments(streamId), (current) =>
        appendUnique(current ?? [], [comment], MAX_MESSAGES_ON_PAGE),
      );
    },
  });
}
