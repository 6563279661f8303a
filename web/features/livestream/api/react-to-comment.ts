import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionType } from '#shared/constants.js';
import type { PublicComment } from '#shared/schemas/comments.js';
import { api } from '#web/lib/api.js';
import { livestreamKeys } from './livestream-keys.js';
import { replaceById } from './message-list.js';

/** PUT /api/user/comment/{id}/reaction: the comment with its updated reactions. */
export async function reactToComment(
  id: string,
  reactionType: ReactionType,
  memberToken?: string,
): Promise<PublicComment> {
  const { comment } = await api.PUT('/api/user/comment/{id}/reaction', {
    params: { path: { id } },
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
