import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { testimoniesAdminKeys } from './testimonies-admin-keys.js';

/** DELETE /api/admin/testimony/{id}. */
export async function deleteTestimony(id: string): Promise<void> {
  await api.DELETE('/api/admin/testimony/{id}', {
    params: { path: { id } },
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
