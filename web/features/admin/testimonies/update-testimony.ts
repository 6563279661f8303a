import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { AdminTestimonyUpdate } from '#shared/schemas/admin-testimonies.js';
import type { Testimony, TestimonyResponse } from '#shared/schemas/submissions.js';
import { apiRequest } from '#web/lib/api-client.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { testimoniesAdminKeys } from './testimonies-admin-keys.js';

/** PUT /api/admin/testimony/{id}: title, testimony and isApproved. */
export async function updateTestimony(input: {
  id: string;
  body: AdminTestimonyUpdate;
}): Promise<Testimony> {
  const { testimony } = await apiRequest<TestimonyResponse>(
    apiPath(API.adminTestimony, { id: input.id }),
    { method: 'PUT', body: input.body, auth: 'admin' },
  );
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
