import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStream } from '#shared/schemas/streams.js';
import { api } from '#web/lib/api.js';
import { useLivestreamPolling } from '#web/features/livestream/live/use-livestream-live.js';
import { livestreamKeys } from './livestream-keys.js';

/** Others' reactions arrive with this refresh when the event stream fails; the own at once. */
const REACTIONS_REFRESH_MS = 30_000;

/** GET /api/stream/{id}: one stream with its reactions and likeCount. */
export async function getStream(id: string, signal?: AbortSignal): Promise<PublicStream> {
  const { stream } = await api.GET('/api/stream/{id}', {
    params: { path: { id } },
    ...(signal ? { signal } : {}),
  });
  return stream;
}

export const streamQueryOptions = (id: string, polling = true) =>
  queryOptions({
    queryKey: livestreamKeys.stream(id),
    queryFn: ({ signal }) => getStream(id, signal),
    refetchInterval: polling ? REACTIONS_REFRESH_MS : false,
    retry: 1,
  });

/** The chosen stream, starting from its entry in the active list so the player shows at once. */
export function useStream(id: string, initial: PublicStream | undefined) {
  return useQuery({
    ...streamQueryOptions(id, useLivestreamPolling()),
    ...(initial ? { placeholderData: initial } : {}),
  });
}
