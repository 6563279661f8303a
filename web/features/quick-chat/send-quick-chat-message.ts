import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickChatBody } from '#shared/schemas/quick-chat.js';
import { isApiError } from '#web/lib/api-client.js';
import { api } from '#web/lib/api.js';
import { quickChatKeys } from './quick-chat-keys.js';

/** POST /api/user/general-chat: starts a conversation, or continues the one `chatId` names. */
export async function sendQuickChatMessage(body: QuickChatBody): Promise<string> {
  const { chatId } = await api.POST('/api/user/general-chat', {
    body,
  });
  return chatId;
}

/**
 * Sends and answers the conversation's chat id. A conversation the server no longer knows
 * (a reset database) is replaced by a new one rather than leaving the visitor stuck.
 */
export function useSendQuickChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuickChatBody) => {
      try {
        return await sendQuickChatMessage(body);
      } catch (error) {
        if (body.chatId && isApiError(error) && error.status === 404) {
          const { chatId: _gone, ...fresh } = body;
          return sendQuickChatMessage(fresh);
        }
        throw error;
      }
    },
    onSuccess: (chatId) =>
      queryClient.invalidateQueries({ queryKey: quickChatKeys.messages(chatId) }),
  });
}
