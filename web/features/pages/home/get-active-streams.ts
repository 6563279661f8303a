import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { activeStreamsResponseSchema, type PublicStream } from '#shared/schemas/streams.js';
import { apiRequest } from '#web/lib/api-client.js';
import { homeKeys } from './home-keys.js';

/** GET /api/streams/active, for the home page's live banner: live first, then by schedule. */
export async function getActiveStreams(signal?: AbortSignal): Promise<PublicStream[]> {
  const { streams } = await apiRequest(
    API.activeStreams,
    activeStreamsResponseSchema,
    signal ? { signal } : {},
  );
  return streams;
}

export const homeStreamsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.activeStreams(),
    queryFn: ({ signal }) => getActiveStreams(signal),
    // A service may go live while the page is open.
    refetchInterval: 60_000,
  });

export function useActiveStreams() {
  return useQuery(homeStreamsQueryOptions());
}
