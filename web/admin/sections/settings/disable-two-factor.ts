import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { TwoFactorStatus } from '#shared/schemas/two-factor.js';
import { apiRequest } from '#web/lib/api-client.js';
import { settingsAdminKeys } from './settings-admin-keys.js';

/** POST /api/admin/two-factor/disable: a current code turns two-factor sign-in off. */
export function disableTwoFactor(code: string): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>(API.adminTwoFactorDisable, {
    method: 'POST',
    body: { code },
    auth: 'admin',
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (status) => queryClient.setQueryData(settingsAdminKeys.twoFactor(), status),
  });
}
