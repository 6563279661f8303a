import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type {
  AdminSettings,
  AdminSettingsUpdate,
  AdminSettingsResponse,
} from '#shared/schemas/admin-settings.js';
import { apiRequest } from '#web/lib/api-client.js';
import { settingsKeys } from '#web/features/settings/index.js';
import { settingsAdminKeys } from './settings-admin-keys.js';

/** PUT /api/admin/settings: the groups as the form holds them. */
export async function saveSettings(update: AdminSettingsUpdate): Promise<AdminSettings> {
  const { settings } = await apiRequest<AdminSettingsResponse>(API.adminSettings, {
    method: 'PUT',
    body: update,
    auth: 'admin',
  });
  return settings;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsAdminKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: settingsAdminKeys.twoFactor() });
      // The site's name, contact details and colours in this browser change at once.
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
