import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { PrayerEraseResponse } from '#shared/schemas/prayer-requests.js';
import { apiRequest } from '#web/lib/api-client.js';
import { prayerAdminKeys } from './prayer-admin-keys.js';

/** POST /api/admin/prayer-requests/erase: everything one email address sent, on request. */
export function erasePrayerRequests(email: string): Promise<PrayerEraseResponse> {
  return apiRequest<PrayerEraseResponse>(API.adminPrayerRequestsErase, {
    method: 'POST',
    body: { email },
    auth: 'admin',
  });
}

export function useErasePrayerRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePrayerRequests,
    onSettled: () => queryClient.invalidateQueries({ queryKey: prayerAdminKeys.all }),
  });
}
