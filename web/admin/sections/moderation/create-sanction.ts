import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import {
  type sanctionResponseSchema,
  type Sanction,
  type SanctionBody,
} from '#shared/schemas/moderation.js';
import { apiRequest } from '#web/lib/api-client.js';
import { moderationKeys } from './moderation-keys.js';

/** POST /api/admin/sanctions: time out, ban or shadow-mute the sender of a message or comment. */
export async function createSanction(body: SanctionBody): Promise<Sanction> {
  const { sanction } = await apiRequest<z.infer<typeof sanctionResponseSchema>>(
    API.adminSanctions,
    {
      method: 'POST',
      body,
      auth: 'admin',
    },
  );
  return sanction;
}

export function useCreateSanction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSanction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sanctions() }),
  });
}
