// The prayer queue's calls: the list (live), the team to assign to, the changes, the CSV export
// and the erasure on request.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { POLLING_MS } from '#shared/constants.js';
import type {
  AdminPrayerRequest,
  AdminPrayerRequestUpdate,
  AdminPrayerRequestsResponse,
  PrayerEraseResponse,
  PrayerStatus,
  PrayerTeamResponse,
} from '#shared/schemas/prayer-requests.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { downloadAdminCsv, useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';

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

/** Query keys of the prayer team's queue (under the admin keys, dropped at sign-out). */
export const prayerAdminKeys = {
  all: [...adminKeys.all, 'prayer-requests'] as const,
  lists: () => [...prayerAdminKeys.all, 'list'] as const,
  list: (params: PrayerQueueParams) => [...prayerAdminKeys.lists(), params] as const,
  team: () => [...prayerAdminKeys.all, 'team'] as const,
};

/** The queue's filters as the API takes them; the CSV export takes the same. */
export function prayerQueueFilters({
  search,
  status,
  assigned,
  urgent,
}: Omit<PrayerQueueParams, 'page'>) {
  return {
    ...(search ? { search } : {}),
    ...(status !== 'all' ? { status } : {}),
    ...(assigned === 'mine' ? { assignedTo: 'me' } : {}),
    ...(assigned === 'none' ? { assignedTo: 'none' } : {}),
    ...(urgent ? { urgent: 'true' as const } : {}),
  };
}

export type PrayerQueueFilters = ReturnType<typeof prayerQueueFilters>;

/** GET /api/admin/prayer-requests: a page of the queue, newest first. */
export function getPrayerRequests(
  params: PrayerQueueParams,
  signal?: AbortSignal,
  background = false,
): Promise<AdminPrayerRequestsResponse> {
  return api.GET('/api/admin/prayer-requests', {
    params: { query: { page: params.page, limit: PAGE_SIZE, ...prayerQueueFilters(params) } },
    auth: 'admin',
    background,
    ...(signal ? { signal } : {}),
  });
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

/** GET /api/admin/prayer-requests/team: who a request can be assigned to. */
export function getPrayerTeam(signal?: AbortSignal): Promise<PrayerTeamResponse> {
  return api.GET('/api/admin/prayer-requests/team', {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export function usePrayerTeam() {
  return useQuery({
    queryKey: prayerAdminKeys.team(),
    queryFn: ({ signal }) => getPrayerTeam(signal),
    staleTime: 5 * 60_000,
  });
}

/** PATCH /api/admin/prayer-request/{id}: status, wall, urgency, assignee, praise report, a note. */
export async function updatePrayerRequest(input: {
  id: string;
  body: AdminPrayerRequestUpdate;
}): Promise<AdminPrayerRequest> {
  const { prayerRequest } = await api.PATCH('/api/admin/prayer-request/{id}', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
  return prayerRequest;
}

/** POST /api/admin/prayer-requests/erase: everything one email address sent, on request. */
export function erasePrayerRequests(email: string): Promise<PrayerEraseResponse> {
  return api.POST('/api/admin/prayer-requests/erase', { body: { email }, auth: 'admin' });
}

/** GET /api/admin/prayer-requests/export: the queue as CSV, saved as a file. */
export function exportPrayerRequests(filters: PrayerQueueFilters): Promise<void> {
  return downloadAdminCsv(API.adminPrayerRequestsExport, filters, 'prayer-requests.csv');
}

// The dashboard's counts follow through the panel's event stream.
export const useUpdatePrayerRequest = () =>
  useRefreshingMutation(updatePrayerRequest, [prayerAdminKeys.all], 'settled');
export const useErasePrayerRequests = () =>
  useRefreshingMutation(erasePrayerRequests, [prayerAdminKeys.all], 'settled');
export const useExportPrayerRequests = () => useMutation({ mutationFn: exportPrayerRequests });
