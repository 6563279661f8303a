import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { ReactionType } from '#shared/constants.js';
import type { PublicComment, CommentResponse } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client.js';
import { livestreamKeys } from './livestream-keys.js';
import { replaceById } from './message-list.js';

/** PUT /api/user/comment/{id}/reaction: the comment with its updated reactions. */
export async function reactToComment(
  id: string,
  reactionType: ReactionType,
  memberToken?: string,
): Promise<PublicComment> {
  const { comment } = await apiRequest<CommentResponse>(apiPath(API.commentReaction, { id }), {
    method: 'PUT',
    body: { reactionType },
    memberToken,
    staffExempt: true,
  });
  return comment;
}

interface Variables {
  id: string;
  reactionType: ReactionType;
}

export function useReactToComment(streamId: string, memberToken: string | undefined) {
  const queryClient = useQueryClient();
  const key = livestreamKeys.comments(streamId);
  return useMutation({
    mutationFn: ({ id, reactionType }: Variables) => reactToComment(id, reactionType, memberToken),
    onSuccess: (comment) => {
      queryClient.setQueryData<PublicComment[]>(key, (current) =>
        replaceById(current ?? [], comment),
      );
    },
  });
}
