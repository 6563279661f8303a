import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '../../../../shared/api-paths.js';
import {
  adminReplyResponseSchema,
  type GeneralChatMessage,
} from '../../../../shared/schemas/general-chat.js';
import { apiRequest } from '../../../lib/api-client.js';
import { liveChatKeys } from './live-chat-keys.js';

/** POST /api/admin/general-chat/{id}/reply: answers the visitor as the church. */
export async function replyToGeneralChat(id: string, message: string): Promise<GeneralChatMessage> {
  const { reply } = await apiRequest(
    apiPath(API.adminGeneralChatReply, { id }),
    adminReplyResponseSchema,
    { method: 'POST', body: { message }, auth: 'admin' },
  );
  return reply;
}

/** Sending reloads the conversation and the list (spec section 4). */
export function useReplyToGeneralChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      replyToGeneralChat(id, message),
    onSuccess: (_reply, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: liveChatKeys.chat(id) }),
        queryClient.invalidateQueries({ queryKey: liveChatKeys.lists() }),
      ]),
  });
}
