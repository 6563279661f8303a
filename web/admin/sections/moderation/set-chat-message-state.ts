import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import {
  type adminChatMessageResponseSchema,
  type AdminChatMessage,
  type AdminChatMessageStateBody,
} from '#shared/schemas/moderation.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

/** PATCH /api/admin/chat-message/{id}: show (approve) or hide a message. */
export async function setChatMessageState(
  input: { id: string } & AdminChatMessageStateBody,
): Promise<AdminChatMessage> {
  const { message } = await apiRequest<z.infer<typeof adminChatMessageResponseSchema>>(
    apiPath(API.adminChatMessage, { id: input.id }),
    { method: 'PATCH', body: { state: input.state }, auth: 'admin' },
  );
  return message;
}

export function useSetChatMessageState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChatMessageState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
  });
}
