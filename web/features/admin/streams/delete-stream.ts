import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { streamAdminKeys } from './stream-admin-keys.js';

/** DELETE /api/admin/stream/{id}: the stream with its comments and chat. */
export async function deleteStream(id: string): Promise<void> {
  await apiRequest<MessageResponse>(apiPath(API.adminStream, { id }), {
    method: 'DELETE',
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
