import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/common.js';
import type { PasswordResetRequest } from '#shared/schemas/members.js';
import { api } from '#web/lib/api.js';

/** POST /api/user/password-reset: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  return api.POST('/api/user/password-reset', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
