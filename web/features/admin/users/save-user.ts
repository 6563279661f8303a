import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '../../../../shared/api-paths.js';
import {
  adminUserResponseSchema,
  type AdminUser,
  type AdminUserBody,
} from '../../../../shared/schemas/admin-users.js';
import { apiRequest } from '../../../lib/api-client.js';
import { userAdminKeys } from './user-admin-keys.js';

export interface SaveUserInput {
  /** Absent: a new member (POST /api/admin/user); present: PUT /api/admin/user/{id}. */
  id?: string | undefined;
  body: AdminUserBody;
}

export async function saveUser({ id, body }: SaveUserInput): Promise<AdminUser> {
  const { user } = await apiRequest(
    id ? apiPath(API.adminUser, { id }) : API.adminUserCreate,
    adminUserResponseSchema,
    { method: id ? 'PUT' : 'POST', body, auth: 'admin' },
  );
  return user;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
