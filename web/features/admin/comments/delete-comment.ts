import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

/** DELETE /api/admin/comment/{id}. */
export async function deleteComment(id: string): Promise<void> {
  await apiRequest<MessageResponse>(apiPath(API.adminComment, { id }), {
    method: 'DELETE',
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
