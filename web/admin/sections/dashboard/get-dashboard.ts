import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.js';
import { apiRequest } from '#web/lib/api-client.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';
import { dashboardKeys } from './dashboard-keys.js';

/** GET /api/admin/dashboard: totals, today's figures and the newest streams, comments, members. */
export function getDashboard(signal?: AbortSignal, background = false): Promise<DashboardResponse> {
  return apiRequest<DashboardResponse>(API.adminDashboard, {
    auth: 'admin',
    background,
    ...(signal ? { signal } : {}),
  });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: ({ signal }) => getDashboard(signal),
    // Fresh figures each time the admin comes back to the overview.
    staleTime: 0,
  });

/** The overview, refreshed when the panel's event stream reports new activity or streams. */
export function useDashboard() {
  const refresh = useBackgroundRefresh(dashboardKeys.overview(), (_key, signal) =>
    getDashboard(signal, true),
  );
  adminLive.useLive(
    {},
    { activity: refresh, streams: refresh, 'prayer-request': refresh, reset: refresh },
  );
  return useQuery(dashboardQueryOptions());
}
