import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.js';
import type {
  LaunchChecklistResponse,
  RemoveDemoContentResponse,
} from '#shared/schemas/launch-checklist.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';

/** Query keys of the Dashboard Overview (under the admin keys, dropped at sign-out). */
export const dashboardKeys = {
  all: [...adminKeys.all, 'dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  launchChecklist: () => [...dashboardKeys.all, 'launch-checklist'] as const,
};

/** GET /api/admin/dashboard: totals, today's figures and the newest streams, comments, members. */
export function getDashboard(signal?: AbortSignal, background = false): Promise<DashboardResponse> {
  return api.GET('/api/admin/dashboard', {
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
    {
      activity: refresh,
      streams: refresh,
      'prayer-request': refresh,
      'follow-up': refresh,
      reset: refresh,
    },
  );
  return useQuery(dashboardQueryOptions());
}

/** GET /api/admin/launch-checklist: what still carries the demo church, and where to fix it. */
export function getLaunchChecklist(signal?: AbortSignal): Promise<LaunchChecklistResponse> {
  return api.GET('/api/admin/launch-checklist', { auth: 'admin', ...(signal ? { signal } : {}) });
}

export function useLaunchChecklist() {
  return useQuery({
    queryKey: dashboardKeys.launchChecklist(),
    queryFn: ({ signal }) => getLaunchChecklist(signal),
    // Fixed elsewhere in the panel: checked again each time the admin comes back.
    staleTime: 0,
  });
}

/** POST /api/admin/demo-content/remove; every admin list may have lost rows, so all reload. */
export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<RemoveDemoContentResponse> =>
      api.POST('/api/admin/demo-content/remove', { auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
