import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type {
  AdminComment,
  AdminCommentUpdate,
  AdminCommentResponse,
} from '#shared/schemas/admin-comments.js';
import { apiRequest } from '#web/lib/api-client.js';
import { commentsAdminKeys } from './comments-admin-keys.js';

/** PUT /api/admin/comment/{id}: content, and approved or spam. */
export async function updateComment(input: {
  id: string;
  body: AdminCommentUpdate;
}): Promise<AdminComment> {
  const { comment } = await apiRequest<AdminCommentResponse>(
    apiPath(API.adminComment, { id: input.id }),
    { method: 'PUT', body: input.body, auth: 'admin' },
  );
  return comment;
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsAdminKeys.all }),
  });
}
