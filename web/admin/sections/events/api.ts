import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { compareByEventDate } from '#shared/event-order.js';
import { ADMIN_LIST_MAX_LIMIT } from '#shared/schemas/admin-list.js';
import type { paths } from '#shared/api-types.js';
import type { AdminEvent, AdminEventsResponse } from '#shared/schemas/events.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { eventsKeys } from '#web/features/events/index.js';
import { api } from '#web/lib/api.js';

/** Query keys of Event Management (under the admin keys, dropped at sign-out). */
export const eventsAdminKeys = {
  all: [...adminKeys.all, 'events'] as const,
  list: () => [...eventsAdminKeys.all, 'list'] as const,
};

/**
 * What the event form sends to POST /api/admin/event and PUT /api/admin/event/{id}, as the API
 * describes it (the shared schema's input type leaves the coerced video length open).
 */
export type EventBody =
  paths['/api/admin/event']['post']['requestBody']['content']['application/json'];

/** GET /api/admin/events: the newest events first, as many as one page may hold. */
export function getAdminEvents(signal?: AbortSignal): Promise<AdminEventsResponse> {
  return api.GET('/api/admin/events', {
    params: { query: { limit: ADMIN_LIST_MAX_LIMIT } },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventsAdminKeys.list(),
    queryFn: ({ signal }) => getAdminEvents(signal),
  });

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions());
}

/** POST /api/admin/event. */
export async function createEvent(input: EventBody): Promise<AdminEvent> {
  const { event } = await api.POST('/api/admin/event', { body: input, auth: 'admin' });
  return event;
}

/** PUT /api/admin/event/{id}. */
export async function updateEvent({
  id,
  input,
}: {
  id: string;
  input: EventBody;
}): Promise<AdminEvent> {
  const { event } = await api.PUT('/api/admin/event/{id}', {
    params: { path: { id } },
    body: input,
    auth: 'admin',
  });
  return event;
}

/** DELETE /api/admin/event/{id}. */
export async function deleteEvent(id: string): Promise<string> {
  const { message } = await api.DELETE('/api/admin/event/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
  return message;
}

/**
 * Applies a change to the cached list at once (a new or edited event in its place by date, a
 * deleted one gone), then refreshes it and the public event lists from the server.
 */
async function applyEventChange(
  queryClient: QueryClient,
  change: (events: AdminEvent[]) => AdminEvent[],
  totalDelta = 0,
): Promise<void> {
  queryClient.setQueryData<AdminEventsResponse>(eventsAdminKeys.list(), (current) =>
    current
      ? {
          ...current,
          events: change(current.events).sort((a, b) => compareByEventDate(a, b)),
          total: current.total + totalDelta,
        }
      : current,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventsAdminKeys.list(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  ]);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => applyEventChange(queryClient, (events) => [event, ...events], 1),
  });
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

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_message, id) =>
      applyEventChange(queryClient, (events) => events.filter((event) => event._id !== id), -1),
  });
}
