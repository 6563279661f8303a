import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MessageType, ReactionType } from '#shared/constants.js';
import type { ChatMessage, ChatMessageResponse } from '#shared/schemas/chat.js';
import { apiRequest } from '#web/lib/api-client.js';
import { livestreamKeys } from './livestream-keys.js';
import { bumpReaction, replaceById } from './message-list.js';

/** PUT /api/user/chat-message/{id}/reaction: the message with its updated reactions. */
export async function reactToChatMessage(
  id: string,
  reactionType: ReactionType,
  memberToken?: string,
): Promise<ChatMessage> {
  const { chatMessage } = await apiRequest<ChatMessageResponse>(
    apiPath(API.chatMessageReaction, { id }),
    { method: 'PUT', body: { reactionType }, memberToken, staffExempt: true },
  );
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
