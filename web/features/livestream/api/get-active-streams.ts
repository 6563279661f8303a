import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { PublicStream, ActiveStreamsResponse } from '#shared/schemas/streams.js';
import { apiRequest } from '#web/lib/api-client.js';
import { livestreamKeys } from './livestream-keys.js';

/** GET /api/streams/active: live streams first, then by scheduled date. */
export async function getActiveStreams(signal?: AbortSignal): Promise<PublicStream[]> {
  const { streams } = await apiRequest<ActiveStreamsResponse>(
    API.activeStreams,
    signal ? { signal } : {},
  );
  return streams;
}

export const activeStreamsQueryOptions = () =>
  queryOptions({
    queryKey: livestreamKeys.activeStreams(),
    queryFn: ({ signal }) => getActiveStreams(signal),
    staleTime: 30_000,
    retry: 1,
  });

export function useActiveStreams() {
  return useQuery(activeStreamsQueryOptions());
}
