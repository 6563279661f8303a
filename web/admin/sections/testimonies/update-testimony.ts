import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTestimonyUpdate } from '#shared/schemas/admin-testimonies.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import { api } from '#web/lib/api.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { testimoniesAdminKeys } from './testimonies-admin-keys.js';

/** PUT /api/admin/testimony/{id}: title, testimony and isApproved. */
export async function updateTestimony(input: {
  id: string;
  body: AdminTestimonyUpdate;
}): Promise<Testimony> {
  const { testimony } = await api.PUT('/api/admin/testimony/{id}', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
  return testimony;
}

export function useUpdateTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimony,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: testimoniesAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: siteContentKeys.all });
    },
  });
}
