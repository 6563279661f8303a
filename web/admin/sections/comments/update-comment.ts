import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminComment, AdminCommentUpdate } from '#shared/schemas/admin-comments.js';
import { api } from '#web/lib/api.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

/** PUT /api/admin/comment/{id}: content, and approved or spam. */
export async function updateComment(input: {
  id: string;
  body: AdminCommentUpdate;
}): Promise<AdminComment> {
  const { comment } = await api.PUT('/api/admin/comment/{id}', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
  return comment;
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsAdminKeys.all }),
  });
}
