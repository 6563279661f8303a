import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { TwoFactorStatus } from '#shared/schemas/two-factor.js';
import { apiRequest } from '#web/lib/api-client.js';
import { settingsAdminKeys } from './settings-admin-keys.js';

/** POST /api/admin/two-factor/enable: the first code from the app turns two-factor sign-in on. */
export function enableTwoFactor(code: string): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>(API.adminTwoFactorEnable, {
    method: 'POST',
    body: { code },
    auth: 'admin',
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (status) => queryClient.setQueryData(settingsAdminKeys.twoFactor(), status),
  });
}
