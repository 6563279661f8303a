import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '#shared/schemas/settings.js';
import { api } from '#web/lib/api.js';
import { settingsKeys } from './settings-keys.js';

/** GET /api/settings/public: what any visitor's browser may know about the site. */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const { settings } = await api.GET('/api/settings/public', signal ? { signal } : {});
  return settings;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function usePublicSettingsQuery() {
  return useQuery(publicSettingsQueryOptions());
}
