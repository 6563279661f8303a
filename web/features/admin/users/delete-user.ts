import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '../../../../shared/api-paths.js';
import { messageResponseSchema } from '../../../../shared/schemas/common.js';
import { apiRequest } from '../../../lib/api-client.js';
import { userAdminKeys } from './user-admin-keys.js';

/** DELETE /api/admin/user/{id}; what the member wrote stays under their name. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest(apiPath(API.adminUser, { id }), messageResponseSchema, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
