import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInviteBody, StaffMemberInfo } from '#shared/schemas/staff.js';
import { api } from '#web/lib/api.js';
import { staffKeys } from './staff-keys.js';

/** POST /api/admin/staff/invites: they get an email with a link to choose their password. */
export async function inviteStaff(body: StaffInviteBody): Promise<StaffMemberInfo> {
  const { staff } = await api.POST('/api/admin/staff/invites', {
    body,
    auth: 'admin',
  });
  return staff;
}

/** POST /api/admin/staff/{id}/invite: a new link; the earlier one stops working. */
export async function resendInvite(id: string): Promise<StaffMemberInfo> {
  const { staff } = await api.POST('/api/admin/staff/{id}/invite', {
    params: { path: { id } },
    auth: 'admin',
  });
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
