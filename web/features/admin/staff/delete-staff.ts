import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import { messageResponseSchema } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { staffKeys } from './staff-keys.js';

/** DELETE /api/admin/staff/{id}: the account and its sessions end at once. */
export async function deleteStaff(id: string): Promise<void> {
  await apiRequest(apiPath(API.adminStaffMember, { id }), messageResponseSchema, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
