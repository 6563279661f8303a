import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStreamResponse } from '#shared/schemas/admin-streams.js';
import { api } from '#web/lib/api.js';
import { streamAdminKeys } from './stream-admin-keys.js';

/** PATCH /api/admin/stream/{id}/toggle-live: Live ↔ Offline, and what going live emailed. */
export function toggleStreamLive(id: string): Promise<AdminStreamResponse> {
  return api.PATCH('/api/admin/stream/{id}/toggle-live', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export function useToggleStreamLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleStreamLive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamAdminKeys.all }),
  });
}
