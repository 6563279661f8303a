import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import {
  type chatRoomResponseSchema,
  type ChatRoom,
  type ChatRoomBody,
} from '#shared/schemas/moderation.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

/** PUT /api/admin/stream/{id}/chat: slow mode, the pinned message, who may post. */
export async function saveChatRoom(input: {
  streamId: string;
  room: ChatRoomBody;
}): Promise<ChatRoom> {
  const { chat } = await apiRequest<z.infer<typeof chatRoomResponseSchema>>(
    apiPath(API.adminStreamChat, { id: input.streamId }),
    { method: 'PUT', body: input.room, auth: 'admin' },
  );
  return chat;
}

export function useSaveChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatRoom,
    onSuccess: (chat, { streamId }) => {
      queryClient.setQueryData(moderationKeys.room(streamId), chat);
    },
  });
}
