import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember } from '#shared/schemas/admin-members.js';
import { api } from '#web/lib/api.js';
import { memberAdminKeys } from './member-admin-keys.js';

/** PATCH /api/admin/user/{id}/block: a blocked member may read but not post. */
export async function blockMember({
  id,
  isBlocked,
}: {
  id: string;
  isBlocked: boolean;
}): Promise<AdminMember> {
  const { user: member } = await api.PATCH('/api/admin/user/{id}/block', {
    params: { path: { id } },
    body: { isBlocked },
    auth: 'admin',
  });
  return member;
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberAdminKeys.all }),
  });
}
