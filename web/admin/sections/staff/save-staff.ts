import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffBody, StaffMemberInfo } from '#shared/schemas/staff.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';
import { staffKeys } from './staff-keys.js';

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
