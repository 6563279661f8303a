import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.js';
import { livestreamKeys } from './livestream-keys.js';

/**
 * How far the server's clock is ahead of this browser's, in milliseconds, as the current
 * service tells it: its `positionSeconds` is the server's now less the start, floored, so the
 * server's now is the start plus that (and half a second for the floor) when the answer arrives.
 * Zero when the current service is another (the browser's clock is all there is then).
 */
export async function getServerOffset(streamId: string, signal?: AbortSignal): Promise<number> {
  const { service } = await api.GET('/api/services/current', signal ? { signal } : undefined);
  const received = Date.now();
  if (!service || service.streamId !== streamId || service.positionSeconds === null) return 0;
  const serverNow = Date.parse(service.startsAt) + service.positionSeconds * 1000 + 500;
  return serverNow - received;
}

/**
 * The server's clock offset for a recorded video played as live: a browser whose clock is a
 * minute off would otherwise join a minute away from everyone else. Read once per stream.
 */
export function useServerOffset(streamId: string, enabled: boolean) {
  return useQuery({
    queryKey: livestreamKeys.serverOffset(streamId),
    queryFn: ({ signal }) => getServerOffset(streamId, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
