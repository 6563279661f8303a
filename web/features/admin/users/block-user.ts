import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '../../../../shared/api-paths.js';
import { adminUserResponseSchema, type AdminUser } from '../../../../shared/schemas/admin-users.js';
import { apiRequest } from '../../../lib/api-client.js';
import { userAdminKeys } from './user-admin-keys.js';

/** PATCH /api/admin/user/{id}/block: a blocked member may read but not post. */
export async function blockUser({
  id,
  isBlocked,
}: {
  id: string;
  isBlocked: boolean;
}): Promise<AdminUser> {
  const { user } = await apiRequest(apiPath(API.adminUserBlock, { id }), adminUserResponseSchema, {
    method: 'PATCH',
    body: { isBlocked },
    auth: 'admin',
  });
  return user;
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
