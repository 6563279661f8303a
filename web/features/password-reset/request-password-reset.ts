import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import type { PasswordResetRequest } from '#shared/schemas/members.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/password-reset: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(API.passwordReset, { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
