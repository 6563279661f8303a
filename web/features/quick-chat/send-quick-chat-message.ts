import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickChatBody } from '#shared/schemas/quick-chat.js';
import { isApiError } from '#web/lib/api-client.js';
import { api } from '#web/lib/api.js';
import { quickChatKeys } from './quick-chat-keys.js';

/** POST /api/user/general-chat: starts a conversation, or continues the one `chatId` names. */
export async function sendQuickChatMessage(
  body: QuickChatBody,
  memberToken?: string,
): Promise<string> {
  const { chatId } = await api.POST('/api/user/general-chat', { body, memberToken });
  return chatId;
}

/** A message, with the signed-in member's token when the chat is theirs (their page lists it). */
export interface QuickChatSend {
  body: QuickChatBody;
  memberToken?: string | undefined;
}

/**
 * Sends and answers the conversation's chat id. A conversation the server no longer knows
 * (a reset database) is replaced by a new one rather than leaving the visitor stuck.
 */
export function useSendQuickChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, memberToken }: QuickChatSend) => {
      try {
        return await sendQuickChatMessage(body, memberToken);
      } catch (error) {
        if (body.chatId && isApiError(error) && error.status === 404) {
          const { chatId: _gone, ...fresh } = body;
          return sendQuickChatMessage(fresh, memberToken);
        }
        // A token signed out elsewhere: the message still goes, as from a guest.
        if (memberToken && isApiError(error) && error.status === 401) {
          return sendQuickChatMessage(body);
        }
        throw error;
      }
    },
    onSuccess: (chatId) =>
      queryClient.invalidateQueries({ queryKey: quickChatKeys.messages(chatId) }),
  });
}
