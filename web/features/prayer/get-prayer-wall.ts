import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { PrayerWallResponse } from '#shared/schemas/prayer-requests.js';
import { apiRequest } from '#web/lib/api-client.js';
import { prayerKeys } from './prayer-keys.js';

/** GET /api/prayer-wall?page=: approved public requests, newest first, no emails. */
export function getPrayerWall(page: number, signal?: AbortSignal): Promise<PrayerWallResponse> {
  return apiRequest<PrayerWallResponse>(`${API.prayerWall}?page=${String(page)}`, {
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
