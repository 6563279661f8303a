import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { QuickChatBody, QuickChatStartedResponse } from '#shared/schemas/quick-chat.js';
import { apiRequest, isApiError } from '#web/lib/api-client.js';
import { quickChatKeys } from './quick-chat-keys.js';

/** POST /api/user/general-chat: starts a conversation, or continues the one `chatId` names. */
export async function sendQuickChatMessage(body: QuickChatBody): Promise<string> {
  const { chatId } = await apiRequest<QuickChatStartedResponse>(API.quickChat, {
    method: 'POST',
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
