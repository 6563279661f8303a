import { useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { PrayerTeamResponse } from '#shared/schemas/prayer-requests.js';
import { apiRequest } from '#web/lib/api-client.js';
import { prayerAdminKeys } from './prayer-admin-keys.js';

/** GET /api/admin/prayer-requests/team: who a request can be assigned to. */
export function getPrayerTeam(signal?: AbortSignal): Promise<PrayerTeamResponse> {
  return apiRequest<PrayerTeamResponse>(API.adminPrayerTeam, {
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
