import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.js';
import { memberAdminKeys } from './member-admin-keys.js';

/** DELETE /api/admin/user/{id}; what the member wrote stays under their name. */
export async function deleteMember(id: string): Promise<void> {
  await api.DELETE('/api/admin/user/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberAdminKeys.all }),
  });
}
