import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import { type messageResponseSchema } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

/** DELETE /api/admin/sanctions/{id}: the sender may post again at once. */
export async function liftSanction(id: string): Promise<void> {
  await apiRequest<z.infer<typeof messageResponseSchema>>(apiPath(API.adminSanction, { id }), {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useLiftSanction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSanction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sanctions() }),
  });
}
