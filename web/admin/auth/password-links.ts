import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import type { StaffPasswordLinkConfirm } from '#shared/schemas/staff.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/admin/password-reset: the same answer whether or not the address has an account. */
export function useRequestStaffPasswordLink() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest<MessageResponse>(API.adminPasswordReset, { method: 'POST', body }),
  });
}

/** POST /api/admin/password-reset/confirm: an invite or reset link and the chosen password. */
export function useConfirmStaffPasswordLink() {
  return useMutation({
    mutationFn: (body: StaffPasswordLinkConfirm) =>
      apiRequest<{ message: string; username: string }>(API.adminPasswordLinkConfirm, {
        method: 'POST',
        body,
      }),
  });
}
