import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { AdminEvent, EventInput, AdminEventResponse } from '#shared/schemas/events.js';
import { apiRequest } from '#web/lib/api-client.js';
import { applyEventChange } from './update-cached-events.js';

/** PUT /api/admin/event/{id}. */
export async function updateEvent({
  id,
  input,
}: {
  id: string;
  input: EventInput;
}): Promise<AdminEvent> {
  const { event } = await apiRequest<AdminEventResponse>(apiPath(API.adminEvent, { id }), {
    method: 'PUT',
    body: input,
    auth: 'admin',
  });
  return event;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) =>
      applyEventChange(queryClient, (events) =>
        events.map((existing) => (existing._id === event._id ? event : existing)),
      ),
  });
}
