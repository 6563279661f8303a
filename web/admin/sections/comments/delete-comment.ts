import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

/** DELETE /api/admin/comment/{id}. */
export async function deleteComment(id: string): Promise<void> {
  await api.DELETE('/api/admin/comment/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsAdminKeys.all }),
  });
}
