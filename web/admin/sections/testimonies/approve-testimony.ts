import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimony } from '#shared/schemas/submissions.js';
import { api } from '#web/lib/api.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { testimoniesAdminKeys } from './testimonies-admin-keys.js';

/** PATCH /api/admin/testimony/{id}/approve: the toggled isApproved. */
export async function approveTestimony(input: {
  id: string;
  isApproved: boolean;
}): Promise<Testimony> {
  const { testimony } = await api.PATCH('/api/admin/testimony/{id}/approve', {
    params: { path: { id: input.id } },
    body: { isApproved: input.isApproved },
    auth: 'admin',
  });
  return testimony;
}

export function useApproveTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTestimony,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: testimoniesAdminKeys.all });
      // The public testimony wall in this browser shows the change at once.
      await queryClient.invalidateQueries({ queryKey: siteContentKeys.all });
    },
  });
}
