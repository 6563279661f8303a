import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '#shared/schemas/events.js';
import { api } from '#web/lib/api.js';
import { eventsKeys } from './events-keys.js';

/** GET /api/events/upcoming: events not yet ended, soonest first. */
export async function getUpcomingEvents(signal?: AbortSignal): Promise<PublicEvent[]> {
  const { events } = await api.GET('/api/events/upcoming', signal ? { signal } : {});
  return events;
}

export const upcomingEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventsKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingEvents(signal),
    staleTime: 60_000,
  });

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
