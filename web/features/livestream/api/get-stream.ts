import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import { streamResponseSchema, type PublicStream } from '#shared/schemas/streams.js';
import { apiRequest } from '#web/lib/api-client.js';
import { livestreamKeys } from './livestream-keys.js';

/** Others' reactions arrive with this refresh; the viewer's own show at once. */
const REACTIONS_REFRESH_MS = 30_000;

/** GET /api/stream/{id}: one stream with its reactions and likeCount. */
export async function getStream(id: string, signal?: AbortSignal): Promise<PublicStream> {
  const { stream } = await apiRequest(
    apiPath(API.stream, { id }),
    streamResponseSchema,
    signal ? { signal } : {},
  );
  return stream;
}

export const streamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: livestreamKeys.stream(id),
    queryFn: ({ signal }) => getStream(id, signal),
    refetchInterval: REACTIONS_REFRESH_MS,
    retry: 1,
  });

/** The chosen stream, starting from its entry in the active list so the player shows at once. */
export function useStream(id: string, initial: PublicStream | undefined) {
  return useQuery({
    ...streamQueryOptions(id),
    ...(initial ? { placeholderData: initial } : {}),
  });
}
