import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { CommentBody, PublicComment, CommentResponse } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client.js';
import { livestreamKeys } from './livestream-keys.js';
import { appendUnique } from './message-list.js';

/** POST /api/user/comment: a member's token makes it theirs, whatever the body says. */
export async function postComment(body: CommentBody, memberToken?: string): Promise<PublicComment> {
  const { comment } = await apiRequest<CommentResponse>(API.comment, {
    method: 'POST',
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
        appendUnique(current ?? [], [comment]),
      );
    },
  });
}
