import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type {
  AdminPrayerRequest,
  AdminPrayerRequestResponse,
  AdminPrayerRequestUpdate,
} from '#shared/schemas/prayer-requests.js';
import { apiRequest } from '#web/lib/api-client.js';
import { prayerAdminKeys } from './prayer-admin-keys.js';

/** PATCH /api/admin/prayer-request/{id}: status, wall, urgency, assignee, praise report, a note. */
export async function updatePrayerRequest(input: {
  id: string;
  body: AdminPrayerRequestUpdate;
}): Promise<AdminPrayerRequest> {
  const { prayerRequest } = await apiRequest<AdminPrayerRequestResponse>(
    apiPath(API.adminPrayerRequest, { id: input.id }),
    { method: 'PATCH', body: input.body, auth: 'admin' },
  );
  return prayerRequest;
}

export function useUpdatePrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrayerRequest,
    // The dashboard's counts follow through the panel's event stream.
    onSettled: () => queryClient.invalidateQueries({ queryKey: prayerAdminKeys.all }),
  });
}
