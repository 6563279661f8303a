import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageType, ReactionType } from '#shared/constants.js';
import type { ChatMessage } from '#shared/schemas/chat.js';
import { api } from '#web/lib/api.js';
import { livestreamKeys } from './livestream-keys.js';
import { bumpReaction, replaceById } from './message-list.js';

/** PUT /api/user/chat-message/{id}/reaction: the message with its updated reactions. */
export async function reactToChatMessage(
  id: string,
  reactionType: ReactionType,
  memberToken?: string,
): Promise<ChatMessage> {
  const { chatMessage } = await api.PUT('/api/user/chat-message/{id}/reaction', {
    params: { path: { id } },
    body: { reactionType },
    memberToken,
    staffExempt: true,
  });
  return chatMessage;
}

interface Variables {
  id: string;
  reactionType: ReactionType;
}

export function useReactToChatMessage(
  streamId: string,
  messageType: MessageType,
  memberToken: string | undefined,
) {
  const queryClient = useQueryClient();
  const key = livestreamKeys.messages(streamId, messageType);
  return useMutation({
    mutationFn: ({ id, reactionType }: Variables) =>
      reactToChatMessage(id, reactionType, memberToken),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(key, (current) =>
        replaceById(current ?? [], message),
      );
    },
    // If the update fails, the count is still incremented locally: the tap is not lost to sight.
    onError: (_error, { id, reactionType }) => {
      queryClient.setQueryData<ChatMessage[]>(key, (current) =>
        bumpReaction(current ?? [], id, reactionType),
      );
    },
  });
}
