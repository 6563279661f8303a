import type { PublicSettings } from '#shared/schemas/settings.js';
import { fallbackPublicSettings } from './fallback-settings.js';
import { usePublicSettingsQuery } from './get-public-settings.js';

export interface PublicSettingsState {
  settings: PublicSettings;
  /** True until the first answer (or failure): show skeletons, not defaults. */
  isLoading: boolean;
  /** True when the call failed and the shared defaults stand in. */
  isFallback: boolean;
}

/** The public settings, always usable: the server's answer, else neutral defaults. */
export function usePublicSettings(): PublicSettingsState {
  const query = usePublicSettingsQuery();
  return {
    settings: query.data ?? fallbackPublicSettings(),
    isLoading: query.isPending,
    isFallback: !query.data && query.isError,
  };
}
