import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCommentsResponse, CommentStatus } from '#shared/schemas/admin-comments.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

export interface AdminCommentsParams {
  search: string;
  page: number;
  status: CommentStatus | 'all';
  /** A stream's id, or 'all'. */
  streamId: string;
}

const COMMENTS_PAGE_SIZE = 24;

/** GET /api/admin/comments: a page of comments matching the search and status. */
export function getAdminComments(
  { search, page, status, streamId }: AdminCommentsParams,
  signal?: AbortSignal,
  background = false,
): Promise<AdminCommentsResponse> {
  return api.GET('/api/admin/comments', {
    params: {
      query: {
        page,
        limit: COMMENTS_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(status !== 'all' ? { status } : {}),
        ...(streamId !== 'all' ? { streamId } : {}),
      },
    },
    auth: 'admin',
    background,
    ...(signal ? { signal } : {}),
  });
}

export const adminCommentsQueryOptions = (params: AdminCommentsParams) =>
  queryOptions({
    queryKey: commentsAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminComments(params, signal),
    // The current page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

/** A page of comments, refreshed when the panel's event stream reports a new comment. */
export function useAdminComments(params: AdminCommentsParams) {
  const refresh = useBackgroundRefresh(commentsAdminKeys.lists(), (key, signal) =>
    // Each list's parameters are the last part of its key.
    getAdminComments(key.at(-1) as AdminCommentsParams, signal, true),
  );
  adminLive.useLive(
    {},
    {
      activity: ({ kind }) => {
        if (kind === 'comment') refresh();
      },
      reset: refresh,
    },
  );
  return useQuery(adminCommentsQueryOptions(params));
}
