import { useMutation } from '@tanstack/react-query';
import type { MemberAuthResponse, PasswordResetConfirm } from '#shared/schemas/members.js';
import { api } from '#web/lib/api.js';

/** POST /api/user/password-reset/confirm: the new password; answers as sign-in does. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<MemberAuthResponse> {
  return api.POST('/api/user/password-reset/confirm', { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
