import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import {
  dashboardResponseSchema,
  type DashboardResponse,
} from '#shared/schemas/admin-dashboard.js';
import { apiRequest } from '#web/lib/api-client.js';
import { dashboardKeys } from './dashboard-keys.js';

/** GET /api/admin/dashboard: totals, today's figures and the newest streams, comments, members. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return apiRequest(API.adminDashboard, dashboardResponseSchema, {
    auth: 'admin',
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

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
