import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { QuickChatMessage, AdminReplyResponse } from '#shared/schemas/quick-chat.js';
import { apiRequest } from '#web/lib/api-client.js';
import { quickChatAdminKeys } from './quick-chat-admin-keys.js';

/** POST /api/admin/general-chat/{id}/reply: answers the visitor as the church. */
export async function replyToQuickChat(id: string, message: string): Promise<QuickChatMessage> {
  const { reply } = await apiRequest<AdminReplyResponse>(apiPath(API.adminQuickChatReply, { id }), {
    method: 'POST',
    body: { message },
    auth: 'admin',
  });
  return reply;
}

/** Sending reloads the conversation and the list, so the reply shows in both. */
export function useReplyToQuickChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => replyToQuickChat(id, message),
    onSuccess: (_reply, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.chat(id) }),
        queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.lists() }),
      ]),
  });
}
