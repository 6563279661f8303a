import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import { messageResponseSchema } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

/** DELETE /api/admin/chat-message/{id}. */
export async function deleteChatMessage(id: string): Promise<void> {
  await apiRequest(apiPath(API.adminChatMessage, { id }), messageResponseSchema, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
  });
}
