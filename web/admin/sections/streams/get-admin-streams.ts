import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStreamsQuery, AdminStreamsResponse } from '#shared/schemas/admin-streams.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';
import { streamAdminKeys } from './stream-admin-keys.js';

/** GET /api/admin/streams with search, filters and page. */
export function getAdminStreams(
  query: AdminStreamsQuery,
  signal?: AbortSignal,
  background = false,
): Promise<AdminStreamsResponse> {
  const { page, limit, type, status, search } = query;
  return api.GET('/api/admin/streams', {
    params: { query: { page, limit, type, status, ...(search ? { search } : {}) } },
    auth: 'admin',
    background,
    ...(signal ? { signal } : {}),
  });
}

export const adminStreamsQueryOptions = (query: AdminStreamsQuery) =>
  queryOptions({
    queryKey: streamAdminKeys.list(query),
    queryFn: ({ signal }) => getAdminStreams(query, signal),
    // The old page stays on screen while the next search or filter loads.
    placeholderData: keepPreviousData,
  });

/** A page of streams, refreshed when the panel's event stream says the stream list changed. */
export function useAdminStreams(query: AdminStreamsQuery) {
  const refresh = useBackgroundRefresh(streamAdminKeys.all, (key, signal) =>
    // Each list's query is the last part of its key.
    getAdminStreams(key.at(-1) as AdminStreamsQuery, signal, true),
  );
  const queryClient = useQueryClient();
  adminLive.useLive(
    {},
    {
      streams: refresh,
      reset: refresh,
      // A new peak shows at once, without asking for the page again.
      viewers: ({ streamId, peak }) => {
        queryClient.setQueriesData<AdminStreamsResponse>(
          { queryKey: streamAdminKeys.all },
          (page) =>
            page && {
              ...page,
              streams: page.streams.map((stream) =>
                stream._id === streamId && peak > stream.peakViewers
                  ? { ...stream, peakViewers: peak }
                  : stream,
              ),
            },
        );
      },
    },
  );
  return useQuery(adminStreamsQueryOptions(query));
}
