import { useQuery } from '@tanstack/react-query';
import type { LiveViewers } from '#shared/live-events.js';
import { livestreamKeys } from '#web/features/livestream/api/livestream-keys.js';

/** How many watch `streamId` now, as the last `viewers` event said; undefined when unknown. */
export function useWatching(streamId: string): number | undefined {
  const { data } = useQuery<LiveViewers | null>({
    queryKey: livestreamKeys.viewers(streamId),
    // Only events fill it: there is no call to make.
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return data?.watching;
}
