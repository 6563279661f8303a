import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickChatMessage } from '#shared/schemas/quick-chat.js';
import { api } from '#web/lib/api.js';
import { quickChatAdminKeys } from './quick-chat-admin-keys.js';

/** POST /api/admin/general-chat/{id}/reply: answers the visitor as the church. */
export async function replyToQuickChat(id: string, message: string): Promise<QuickChatMessage> {
  const { reply } = await api.POST('/api/admin/general-chat/{id}/reply', {
    params: { path: { id } },
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
