import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageType } from '#shared/constants.js';
import type { ChatMessage, ChatMessageBody } from '#shared/schemas/chat.js';
import { api } from '#web/lib/api.js';
import { livestreamKeys } from './livestream-keys.js';
import { appendUnique } from '#web/lib/live/item-list.js';
import { MAX_MESSAGES_ON_PAGE } from './message-list.js';

/** POST /api/user/chat-message: a chat message, or a prayer request with messageType 'prayer'. */
export async function postChatMessage(
  body: ChatMessageBody,
  memberToken?: string,
): Promise<ChatMessage> {
  const { chatMessage } = await api.POST('/api/user/chat-message', {
    body,
    memberToken,
    staffExempt: true,
  });
  return chatMessage;
}

export function usePostChatMessage(
  streamId: string,
  messageType: MessageType,
  memberToken: string | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ChatMessageBody, 'messageType'>) =>
      postChatMessage({ ...body, messageType }, memberToken),
    onSuccess: (message) => {
      // A private prayer request goes to the prayer team alone: no list shows it.
      if (message.isPrivate) return;
      queryClient.setQueryData<ChatMessage[]>(
        livestreamKeys.messages(streamId, messageType),
        (current) => appendUnique(current ?? [], [message], MAX_MESSAGES_ON_PAGE),
      );
    },
  });
}
