import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicStream } from '#shared/schemas/streams.js';
import { api } from '#web/lib/api.js';
import { publicLive } from '#web/lib/live/index.js';
import { homeKeys } from './home-keys.js';

/** GET /api/streams/active, for the home page's live banner: live first, then by schedule. */
export async function getActiveStreams(signal?: AbortSignal): Promise<PublicStream[]> {
  const { streams } = await api.GET('/api/streams/active', signal ? { signal } : {});
  return streams;
}

export const homeStreamsQueryOptions = (polling = true) =>
  queryOptions({
    queryKey: homeKeys.activeStreams(),
    queryFn: ({ signal }) => getActiveStreams(signal),
    // A service may go live while the page is open: the page's event stream says so at once,
    // and without it the list is asked for again every minute.
    refetchInterval: polling ? 60_000 : false,
  });

/** The active streams for the live banner, following the page's event stream. */
export function useActiveStreams() {
  const queryClient = useQueryClient();
  const { polling } = publicLive.useLive(
    {},
    {
      streams: ({ streams }) => queryClient.setQueryData(homeKeys.activeStreams(), streams),
      reset: () => void queryClient.invalidateQueries({ queryKey: homeKeys.activeStreams() }),
    },
  );
  return useQuery(homeStreamsQueryOptions(polling));
}
