import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicComment } from '#shared/schemas/comments.js';
import { api } from '#web/lib/api.js';
import { useLivestreamPolling } from '#web/features/livestream/live/use-livestream-live.js';
import { livestreamKeys } from './livestream-keys.js';

/**
 * Comments move slower than chat: when the page's event stream cannot carry them, a calm
 * refresh keeps the new-comment dot honest.
 */
const COMMENTS_REFRESH_MS = 10_000;

/** GET /api/user/comments/{streamId}: oldest first, spam left out. A failure reads as none. */
export async function getComments(
  streamId: string,
  signal?: AbortSignal,
): Promise<PublicComment[]> {
  try {
    const { comments } = await api.GET('/api/user/comments/{streamId}', {
      params: { path: { streamId } },
      ...(signal ? { signal } : {}),
    });
    return comments;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export const commentsQueryOptions = (streamId: string, polling = true) =>
  queryOptions({
    queryKey: livestreamKeys.comments(streamId),
    queryFn: ({ signal }) => getComments(streamId, signal),
    refetchInterval: polling ? COMMENTS_REFRESH_MS : false,
  });

/** The stream's comments: pushed by the page's event stream, polled only when it fails. */
export function useComments(streamId: string) {
  return useQuery(commentsQueryOptions(streamId, useLivestreamPolling()));
}
