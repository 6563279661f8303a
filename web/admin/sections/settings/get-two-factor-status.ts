import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { TwoFactorStatus } from '#shared/schemas/two-factor.js';
import { apiRequest } from '#web/lib/api-client.js';
import { settingsAdminKeys } from './settings-admin-keys.js';

/** GET /api/admin/two-factor: whether this admin signs in with a code, and whether it is required. */
export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>(API.adminTwoFactor, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: settingsAdminKeys.twoFactor(),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
