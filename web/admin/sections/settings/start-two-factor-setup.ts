import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { TwoFactorSetupResponse } from '#shared/schemas/two-factor.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/admin/two-factor/setup: a new secret and its QR code for the authenticator app. */
export function startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return apiRequest<TwoFactorSetupResponse>(API.adminTwoFactorSetup, {
    method: 'POST',
    auth: 'admin',
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
