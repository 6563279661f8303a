import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { ChatRoom } from '#shared/schemas/moderation.js';
import { type streamResponseSchema } from '#shared/schemas/streams.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

/** A stream's room controls, as its page reads them (GET /api/stream/{id}). */
export async function getChatRoom(streamId: string, signal?: AbortSignal): Promise<ChatRoom> {
  const { stream } = await apiRequest<z.infer<typeof streamResponseSchema>>(
    apiPath(API.stream, { id: streamId }),
    signal ? { signal } : {},
  );
  return stream.chat;
}

export function useChatRoom(streamId: string) {
  return useQuery({
    queryKey: moderationKeys.room(streamId),
    queryFn: ({ signal }) => getChatRoom(streamId, signal),
    enabled: streamId !== '',
  });
}
