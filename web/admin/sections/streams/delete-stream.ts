import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.js';
import { streamAdminKeys } from './stream-admin-keys.js';

/** DELETE /api/admin/stream/{id}: the stream with its comments and chat. */
export async function deleteStream(id: string): Promise<void> {
  await api.DELETE('/api/admin/stream/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export function useDeleteStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStream,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamAdminKeys.all }),
  });
}
