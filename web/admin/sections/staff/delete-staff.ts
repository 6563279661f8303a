import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.js';
import { staffKeys } from './staff-keys.js';

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
