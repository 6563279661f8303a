import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffBody, StaffInviteBody, StaffMemberInfo } from '#shared/schemas/staff.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';

/** Query keys of the Staff section (under the admin keys, dropped at sign-out). */
export const staffKeys = {
  all: [...adminKeys.all, 'staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

/** GET /api/admin/staff: every staff account, oldest first (a church has a handful). */
export async function getStaff(signal?: AbortSignal): Promise<StaffMemberInfo[]> {
  const { staff } = await api.GET('/api/admin/staff', {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
  return staff;
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.list(), queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

export interface SaveStaffInput {
  /** Absent: a new staff member (POST /api/admin/staff); present: PUT /api/admin/staff/{id}. */
  id?: string | undefined;
  body: StaffBody;
}

export async function saveStaff({ id, body }: SaveStaffInput): Promise<StaffMemberInfo> {
  const { staff } = id
    ? await api.PUT('/api/admin/staff/{id}', { params: { path: { id } }, body, auth: 'admin' })
    : await api.POST('/api/admin/staff', { body, auth: 'admin' });
  return staff;
}

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    // An admin who renamed themselves sees the new name in the header too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.session() }),
      ]),
  });
}

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

/** DELETE /api/admin/staff/{id}: the account and its sessions end at once. */
export async function deleteStaff(id: string): Promise<void> {
  await api.DELETE('/api/admin/staff/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
