import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { AdminStreamResponse } from '#shared/schemas/admin-streams.js';
import { apiRequest } from '#web/lib/api-client.js';
import { streamAdminKeys } from './stream-admin-keys.js';

/** PATCH /api/admin/stream/{id}/toggle-live: Live ↔ Offline, and what going live emailed. */
export function toggleStreamLive(id: string): Promise<AdminStreamResponse> {
  return apiRequest<AdminStreamResponse>(apiPath(API.adminStreamToggleLive, { id }), {
    method: 'PATCH',
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
