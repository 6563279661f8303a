import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminComment, CommentModerationAction } from '#shared/schemas/admin-comments.js';
import { api } from '#web/lib/api.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

/** PATCH /api/admin/comment/{id}/moderate: approve (clears spam) or spam (clears approval). */
export async function moderateComment(input: {
  id: string;
  action: CommentModerationAction;
}): Promise<AdminComment> {
  const { comment } = await api.PATCH('/api/admin/comment/{id}/moderate', {
    params: { path: { id: input.id } },
    body: { action: input.action },
    auth: 'admin',
  });
  return comment;
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsAdminKeys.all }),
  });
}
