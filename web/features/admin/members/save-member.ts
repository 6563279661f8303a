import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type {
  AdminMember,
  AdminMemberBody,
  AdminMemberResponse,
} from '#shared/schemas/admin-members.js';
import { apiRequest } from '#web/lib/api-client.js';
import { memberAdminKeys } from './member-admin-keys.js';

export interface SaveMemberInput {
  /** Absent: a new member (POST /api/admin/user); present: PUT /api/admin/user/{id}. */
  id?: string | undefined;
  body: AdminMemberBody;
}

export async function saveMember({ id, body }: SaveMemberInput): Promise<AdminMember> {
  const { user: member } = await apiRequest<AdminMemberResponse>(
    id ? apiPath(API.adminMember, { id }) : API.adminMemberCreate,
    { method: id ? 'PUT' : 'POST', body, auth: 'admin' },
  );
  return member;
}

export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberAdminKeys.all }),
  });
}
