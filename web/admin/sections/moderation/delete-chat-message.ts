import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import { type messageResponseSchema } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

/** DELETE /api/admin/chat-message/{id}. */
export async function deleteChatMessage(id: string): Promise<void> {
  await apiRequest<z.infer<typeof messageResponseSchema>>(apiPath(API.adminChatMessage, { id }), {
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
