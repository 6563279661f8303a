import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { AdminMember, AdminMemberResponse } from '#shared/schemas/admin-members.js';
import { apiRequest } from '#web/lib/api-client.js';
import { memberAdminKeys } from './member-admin-keys.js';

/** PATCH /api/admin/user/{id}/block: a blocked member may read but not post. */
export async function blockMember({
  id,
  isBlocked,
}: {
  id: string;
  isBlocked: boolean;
}): Promise<AdminMember> {
  const { user: member } = await apiRequest<AdminMemberResponse>(
    apiPath(API.adminMemberBlock, { id }),
    {
      method: 'PATCH',
      body: { isBlocked },
      auth: 'admin',
    },
  );
  return member;
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberAdminKeys.all }),
  });
}
