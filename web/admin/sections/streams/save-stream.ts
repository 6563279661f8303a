import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStreamBody, AdminStreamResponse } from '#shared/schemas/admin-streams.js';
import { api } from '#web/lib/api.js';
import { streamAdminKeys } from './stream-admin-keys.js';

export interface SaveStreamInput {
  /** Absent: a new stream (POST /api/admin/stream); present: PUT /api/admin/stream/{id}. */
  id?: string | undefined;
  body: AdminStreamBody;
}

/**
 * Adds or edits a stream; the server derives the player URL and platform from its link. The
 * answer says what going live emailed when the stream is live.
 */
export function saveStream({ id, body }: SaveStreamInput): Promise<AdminStreamResponse> {
  return id
    ? api.PUT('/api/admin/stream/{id}', { params: { path: { id } }, body, auth: 'admin' })
    : api.POST('/api/admin/stream', { body, auth: 'admin' });
}

export function useSaveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStream,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamAdminKeys.all }),
  });
}
