import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { MemberAuthResponse, PasswordResetConfirm } from '#shared/schemas/members.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/password-reset/confirm: the new password; answers as sign-in does. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<MemberAuthResponse> {
  return apiRequest<MemberAuthResponse>(API.passwordResetConfirm, { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
