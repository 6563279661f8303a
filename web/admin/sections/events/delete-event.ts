import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { applyEventChange } from './update-cached-events.js';

/** DELETE /api/admin/event/{id}. */
export async function deleteEvent(id: string): Promise<string> {
  const { message } = await apiRequest<MessageResponse>(apiPath(API.adminEvent, { id }), {
    method: 'DELETE',
    auth: 'admin',
  });
  return message;
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_message, id) =>
      applyEventChange(queryClient, (events) => events.filter((event) => event._id !== id), -1),
  });
}
