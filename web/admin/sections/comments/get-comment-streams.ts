import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_MAX_LIMIT } from '#shared/schemas/admin-list.js';
import { api } from '#web/lib/api.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

export interface StreamOption {
  _id: string;
  title: string;
}

/** The newest streams, for the comment list's stream filter (GET /api/admin/streams). */
export async function getCommentStreams(signal?: AbortSignal): Promise<StreamOption[]> {
  const { streams } = await api.GET('/api/admin/streams', {
    params: { query: { limit: ADMIN_LIST_MAX_LIMIT } },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
  return streams.map(({ _id, title }) => ({ _id, title }));
}

export const commentStreamsQueryOptions = () =>
  queryOptions({
    queryKey: commentsAdminKeys.streams(),
    queryFn: ({ signal }) => getCommentStreams(signal),
    staleTime: 60_000,
  });

export function useCommentStreams() {
  return useQuery(commentStreamsQueryOptions());
}
