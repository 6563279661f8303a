import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStream } from '#shared/schemas/streams.js';
import { api } from '#web/lib/api.js';
import { livestreamKeys } from './livestream-keys.js';

/** GET /api/streams/active: live streams first, then by scheduled date. */
export async function getActiveStreams(signal?: AbortSignal): Promise<PublicStream[]> {
  const { streams } = await api.GET('/api/streams/active', signal ? { signal } : {});
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
