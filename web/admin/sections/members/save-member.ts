import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember, AdminMemberBody } from '#shared/schemas/admin-members.js';
import { api } from '#web/lib/api.js';
import { memberAdminKeys } from './member-admin-keys.js';

export interface SaveMemberInput {
  /** Absent: a new member (POST /api/admin/user); present: PUT /api/admin/user/{id}. */
  id?: string | undefined;
  body: AdminMemberBody;
}

export async function saveMember({ id, body }: SaveMemberInput): Promise<AdminMember> {
  const { user: member } = id
    ? await api.PUT('/api/admin/user/{id}', { params: { path: { id } }, body, auth: 'admin' })
    : await api.POST('/api/admin/user', { body, auth: 'admin' });
  return member;
}

export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberAdminKeys.all }),
  });
}
