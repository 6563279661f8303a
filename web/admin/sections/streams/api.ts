// Stream Management's calls: the list, kept live by the panel's event stream, and what admins
// change.
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStreamBody,
  AdminStreamResponse,
  AdminStreamsQuery,
  AdminStreamsResponse,
} from '#shared/schemas/admin-streams.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';

/** Query keys of Stream Management (under the admin keys, dropped at sign-out). */
export const streamAdminKeys = {
  all: [...adminKeys.all, 'streams'] as const,
  list: (query: AdminStreamsQuery) => [...streamAdminKeys.all, 'list', query] as const,
};

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

export interface SaveStreamInput {
  /** Absent: a new stream (POST /api/admin/stream); present: PUT /api/admin/stream/{id}. */
  id?: string | undefined;
  body: AdminStreamBody;
}

/**
 * Adds or edits a stream; the server derives the player URL and platform from its link. The
 * answer says what going live emailed when the stream is live.
 */
export function saveStream({ id, body }: SaveStreamInput): Promise<AdminStreamResponse> {
  return id
    ? api.PUT('/api/admin/stream/{id}', { params: { path: { id } }, body, auth: 'admin' })
    : api.POST('/api/admin/stream', { body, auth: 'admin' });
}

/** PATCH /api/admin/stream/{id}/toggle-live: Live ↔ Offline, and what going live emailed. */
export function toggleStreamLive(id: string): Promise<AdminStreamResponse> {
  return api.PATCH('/api/admin/stream/{id}/toggle-live', {
    params: { path: { id } },
    auth: 'admin',
  });
}

/** DELETE /api/admin/stream/{id}: the stream with its comments and chat. */
export async function deleteStream(id: string): Promise<void> {
  await api.DELETE('/api/admin/stream/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export const useSaveStream = () => useRefreshingMutation(saveStream, [streamAdminKeys.all]);
export const useToggleStreamLive = () =>
  useRefreshingMutation(toggleStreamLive, [streamAdminKeys.all]);
export const useDeleteStream = () => useRefreshingMutation(deleteStream, [streamAdminKeys.all]);
