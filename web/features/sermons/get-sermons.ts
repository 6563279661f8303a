import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/schemas/chat.js';
import type {
  PublicSermonDetail,
  PublicSermonSeries,
  SermonsResponse,
} from '#shared/schemas/sermons.js';
import type { SermonsListParams } from '#shared/sermon-pages.js';
import { api } from '#web/lib/api.js';
import { isApiError } from '#web/lib/api-client.js';
import { sermonsKeys } from './sermons-keys.js';

/** A sermon's page, once loaded, does not change while it is read. */
const LIBRARY_STALE_MS = 60_000;

/** GET /api/sermons: published sermons, latest first, one page of the filters' matches. */
export function getSermons(
  params: SermonsListParams,
  signal?: AbortSignal,
): Promise<SermonsResponse> {
  return api.GET('/api/sermons', { params: { query: params }, ...(signal ? { signal } : {}) });
}

export function useSermons(params: SermonsListParams) {
  return useQuery({
    queryKey: sermonsKeys.list(params),
    queryFn: ({ signal }) => getSermons(params, signal),
    // The last page stays in view while the next loads: no flash of skeletons per filter.
    placeholderData: keepPreviousData,
    staleTime: LIBRARY_STALE_MS,
  });
}

/** GET /api/sermon-series: the series with a published sermon, in their order. */
export async function getSermonSeries(signal?: AbortSignal): Promise<PublicSermonSeries[]> {
  const { series } = await api.GET('/api/sermon-series', signal ? { signal } : {});
  return series;
}

export function useSermonSeries() {
  return useQuery({
    queryKey: sermonsKeys.seriesList(),
    queryFn: ({ signal }) => getSermonSeries(signal),
    staleTime: LIBRARY_STALE_MS,
  });
}

/** GET /api/sermon/:id; null when there is no such published sermon (the page's not-found). */
export async function getSermon(
  id: string,
  signal?: AbortSignal,
): Promise<PublicSermonDetail | null> {
  try {
    const { sermon } = await api.GET('/api/sermon/{id}', {
      params: { path: { id } },
      ...(signal ? { signal } : {}),
    });
    return sermon;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useSermon(id: string) {
  return useQuery({
    queryKey: sermonsKeys.detail(id),
    queryFn: ({ signal }) => getSermon(id, signal),
    staleTime: LIBRARY_STALE_MS,
  });
}

/** The service's chat, as it was: loaded once, never polled (the room has closed). */
export async function getServiceChat(
  streamId: string,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const { messages } = await api.GET('/api/user/chat-messages/{streamId}', {
    params: { path: { streamId }, query: { messageType: 'chat' } },
    ...(signal ? { signal } : {}),
  });
  return messages;
}

export function useServiceChat(streamId: string, enabled: boolean) {
  return useQuery({
    queryKey: sermonsKeys.chat(streamId),
    queryFn: ({ signal }) => getServiceChat(streamId, signal),
    staleTime: Infinity,
    enabled,
  });
}
