import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AdminEvent, EventInput, AdminEventResponse } from '#shared/schemas/events.js';
import { apiRequest } from '#web/lib/api-client.js';
import { applyEventChange } from './update-cached-events.js';

/** POST /api/admin/event. */
export async function createEvent(input: EventInput): Promise<AdminEvent> {
  const { event } = await apiRequest<AdminEventResponse>(API.adminEventCreate, {
    method: 'POST',
    body: input,
    auth: 'admin',
  });
  return event;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => applyEventChange(queryClient, (events) => [event, ...events], 1),
  });
}
