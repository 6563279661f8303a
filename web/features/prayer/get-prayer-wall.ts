import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrayerWallResponse } from '#shared/schemas/prayer-requests.js';
import { api } from '#web/lib/api.js';
import { prayerKeys } from './prayer-keys.js';

/** GET /api/prayer-wall?page=: approved public requests, newest first, no emails. */
export function getPrayerWall(page: number, signal?: AbortSignal): Promise<PrayerWallResponse> {
  return api.GET('/api/prayer-wall', {
    params: { query: { page } },
    ...(signal ? { signal } : {}),
  });
}

export function usePrayerWall(page: number) {
  return useQuery({
    queryKey: prayerKeys.wall(page),
    queryFn: ({ signal }) => getPrayerWall(page, signal),
    placeholderData: keepPreviousData,
  });
}
