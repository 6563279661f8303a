import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type {
  LaunchChecklistResponse,
  RemoveDemoContentResponse,
} from '#shared/schemas/launch-checklist.js';
import { apiRequest } from '#web/lib/api-client.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { dashboardKeys } from './dashboard-keys.js';

/** GET /api/admin/launch-checklist: what still carries the demo church, and where to fix it. */
export function useLaunchChecklist() {
  return useQuery({
    queryKey: dashboardKeys.launchChecklist(),
    queryFn: ({ signal }) =>
      apiRequest<LaunchChecklistResponse>(API.adminLaunchChecklist, { auth: 'admin', signal }),
    // Fixed elsewhere in the panel: checked again each time the admin comes back.
    staleTime: 0,
  });
}

/** POST /api/admin/demo-content/remove; every admin list may have lost rows, so all reload. */
export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RemoveDemoContentResponse>(API.adminDemoContentRemove, {
        method: 'POST',
        auth: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
