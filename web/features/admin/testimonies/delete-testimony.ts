import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { testimoniesAdminKeys } from './testimonies-admin-keys.js';

/** DELETE /api/admin/testimony/{id}. */
export async function deleteTestimony(id: string): Promise<void> {
  await apiRequest<MessageResponse>(apiPath(API.adminTestimony, { id }), {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimony,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: testimoniesAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: siteContentKeys.all });
    },
  });
}
