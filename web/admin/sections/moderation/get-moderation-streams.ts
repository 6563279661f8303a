import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { ADMIN_LIST_MAX_LIMIT } from '#shared/schemas/admin-list.js';
import { type adminStreamsResponseSchema } from '#shared/schemas/admin-streams.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

export interface ModerationStream {
  _id: string;
  title: string;
  isLive: boolean;
}

/** The streams to moderate, live ones first (GET /api/admin/streams). */
export async function getModerationStreams(signal?: AbortSignal): Promise<ModerationStream[]> {
  const { streams } = await apiRequest<z.infer<typeof adminStreamsResponseSchema>>(
    `${API.adminStreams}?limit=${String(ADMIN_LIST_MAX_LIMIT)}`,
    { auth: 'admin', ...(signal ? { signal } : {}) },
  );
  return streams
    .map(({ _id, title, isLive }) => ({ _id, title, isLive }))
    .sort((a, b) => Number(b.isLive) - Number(a.isLive));
}

export function useModerationStreams() {
  return useQuery({
    queryKey: moderationKeys.streams(),
    queryFn: ({ signal }) => getModerationStreams(signal),
    staleTime: 60_000,
  });
}
