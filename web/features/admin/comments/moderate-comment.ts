import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type {
  AdminComment,
  CommentModerationAction,
  AdminCommentResponse,
} from '#shared/schemas/admin-comments.js';
import { apiRequest } from '#web/lib/api-client.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

/** PATCH /api/admin/comment/{id}/moderate: approve (clears spam) or spam (clears approval). */
export async function moderateComment(input: {
  id: string;
  action: CommentModerationAction;
}): Promise<AdminComment> {
  const { comment } = await apiRequest<AdminCommentResponse>(
    apiPath(API.adminCommentModerate, { id: input.id }),
    { method: 'PATCH', body: { action: input.action }, auth: 'admin' },
  );
  return comment;
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsAdminKeys.all }),
  });
}
