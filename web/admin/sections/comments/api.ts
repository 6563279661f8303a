// Comment Management's calls: the list, the stream filter's choices, and what staff change.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminComment,
  AdminCommentUpdate,
  AdminCommentsResponse,
  CommentModerationAction,
  CommentStatus,
} from '#shared/schemas/admin-comments.js';
import { ADMIN_LIST_MAX_LIMIT } from '#shared/schemas/admin-list.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';

export interface AdminCommentsParams {
  search: string;
  page: number;
  status: CommentStatus | 'all';
  /** A stream's id, or 'all'. */
  streamId: string;
}

export interface StreamOption {
  _id: string;
  title: string;
}

const COMMENTS_PAGE_SIZE = 24;

/** Query keys of Comment Management (under the admin keys, dropped at sign-out). */
export const commentsAdminKeys = {
  all: [...adminKeys.all, 'comments'] as const,
  lists: () => [...commentsAdminKeys.all, 'list'] as const,
  list: (params: AdminCommentsParams) => [...commentsAdminKeys.lists(), params] as const,
  streams: () => [...commentsAdminKeys.all, 'streams'] as const,
};

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

/** PATCH /api/admin/comment/{id}/moderate: approve (clears spam) or spam (clears approval). */
export async function moderateComment(input: {
  id: string;
  action: CommentModerationAction;
}): Promise<AdminComment> {
  const { comment } = await api.PATCH('/api/admin/comment/{id}/moderate', {
    params: { path: { id: input.id } },
    body: { action: input.action },
    auth: 'admin',
  });
  return comment;
}

/** PUT /api/admin/comment/{id}: content, and approved or spam. */
export async function updateComment(input: {
  id: string;
  body: AdminCommentUpdate;
}): Promise<AdminComment> {
  const { comment } = await api.PUT('/api/admin/comment/{id}', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
  return comment;
}

/** DELETE /api/admin/comment/{id}. */
export async function deleteComment(id: string): Promise<void> {
  await api.DELETE('/api/admin/comment/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export const useModerateComment = () =>
  useRefreshingMutation(moderateComment, [commentsAdminKeys.all], 'settled');
export const useUpdateComment = () => useRefreshingMutation(updateComment, [commentsAdminKeys.all]);
export const useDeleteComment = () =>
  useRefreshingMutation(deleteComment, [commentsAdminKeys.all], 'settled');
