import type { QueryClient } from '@tanstack/react-query';
import { compareByEventDate } from '#shared/event-order.js';
import type { AdminEvent, AdminEventsResponse } from '#shared/schemas/events.js';
import { eventsKeys } from '#web/features/events/index.js';
import { eventsAdminKeys } from './events-admin-keys.js';

/**
 * Applies a change to the cached list at once (a new or edited event in its place by date, a
 * deleted one gone), then refreshes it and the public event lists from the server.
 */
export async function applyEventChange(
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
