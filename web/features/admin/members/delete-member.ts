import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { memberAdminKeys } from './member-admin-keys.js';

/** DELETE /api/admin/user/{id}; what the member wrote stays under their name. */
export async function deleteMember(id: string): Promise<void> {
  await apiRequest<MessageResponse>(apiPath(API.adminMember, { id }), {
    method: 'DELETE',
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
