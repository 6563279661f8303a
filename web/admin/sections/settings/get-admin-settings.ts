import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AdminSettings, AdminSettingsResponse } from '#shared/schemas/admin-settings.js';
import { apiRequest } from '#web/lib/api-client.js';
import { settingsAdminKeys } from './settings-admin-keys.js';

/** GET /api/admin/settings: general, appearance, notifications and security. */
export async function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  const { settings } = await apiRequest<AdminSettingsResponse>(API.adminSettings, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
  return settings;
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsAdminKeys.settings(),
    queryFn: ({ signal }) => getAdminSettings(signal),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
