import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { StaffInviteBody, StaffMemberInfo } from '#shared/schemas/staff.js';
import { apiRequest } from '#web/lib/api-client.js';
import { staffKeys } from './staff-keys.js';

/** POST /api/admin/staff/invites: they get an email with a link to choose their password. */
export async function inviteStaff(body: StaffInviteBody): Promise<StaffMemberInfo> {
  const { staff } = await apiRequest<{ staff: StaffMemberInfo }>(API.adminStaffInvites, {
    method: 'POST',
    body,
    auth: 'admin',
  });
  return staff;
}

/** POST /api/admin/staff/{id}/invite: a new link; the earlier one stops working. */
export async function resendInvite(id: string): Promise<StaffMemberInfo> {
  const { staff } = await apiRequest<{ staff: StaffMemberInfo }>(
    apiPath(API.adminStaffInviteResend, { id }),
    { method: 'POST', auth: 'admin' },
  );
  return staff;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useResendInvite() {
  return useMutation({ mutationFn: resendInvite });
}
