import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { POLLING_MS } from '#shared/constants.js';
import type { AdminPrayerRequestsResponse, PrayerStatus } from '#shared/schemas/prayer-requests.js';
import { apiRequest } from '#web/lib/api-client.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';
import { prayerAdminKeys } from './prayer-admin-keys.js';

export interface PrayerQueueParams {
  search: string;
  page: number;
  status: PrayerStatus | 'all';
  /** `mine`, `none` (unassigned) or all. */
  assigned: 'all' | 'mine' | 'none';
  urgent: boolean;
}

const PAGE_SIZE = 24;
/** Requests arriving within this time bring one refresh of the queue. */
const QUEUE_GATHER_MS = 200;

/** The list's query string; the CSV export takes the same filters. */
export function prayerQueueQuery(
  { search, status, assigned, urgent }: Omit<PrayerQueueParams, 'page'>,
  page?: number,
): URLSearchParams {
  const query = new URLSearchParams();
  if (page !== undefined) {
    query.set('page', String(page));
    query.set('limit', String(PAGE_SIZE));
  }
  if (search) query.set('search', search);
  if (status !== 'all') query.set('status', status);
  if (assigned === 'mine') query.set('assignedTo', 'me');
  if (assigned === 'none') query.set('assignedTo', 'none');
  if (urgent) query.set('urgent', 'true');
  return query;
}

/** GET /api/admin/prayer-requests: a page of the queue, newest first. */
export function getPrayerRequests(
  params: PrayerQueueParams,
  signal?: AbortSignal,
  background = false,
): Promise<AdminPrayerRequestsResponse> {
  return apiRequest<AdminPrayerRequestsResponse>(
    `${API.adminPrayerRequests}?${prayerQueueQuery(params, params.page).toString()}`,
    { auth: 'admin', background, ...(signal ? { signal } : {}) },
  );
}

/**
 * The queue, refreshed by the panel's event stream the moment a request arrives or a teammate
 * changes one; polled every few seconds while that stream cannot be opened.
 */
export function usePrayerRequests(params: PrayerQueueParams) {
  // A request should be on the team's screen within a second of being sent: a short gather.
  const refresh = useBackgroundRefresh(
    prayerAdminKeys.lists(),
    (key, signal) => getPrayerRequests(key.at(-1) as PrayerQueueParams, signal, true),
    QUEUE_GATHER_MS,
  );
  const { polling } = adminLive.useLive({}, { 'prayer-request': refresh, reset: refresh });
  return useQuery({
    queryKey: prayerAdminKeys.list(params),
    queryFn: ({ signal }) => getPrayerRequests(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? POLLING_MS.adminChatList : false,
  });
}
