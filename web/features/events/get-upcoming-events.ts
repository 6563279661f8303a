import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { PublicEvent, UpcomingEventsResponse } from '#shared/schemas/events.js';
import { apiRequest } from '#web/lib/api-client.js';
import { eventsKeys } from './events-keys.js';

/** GET /api/events/upcoming: events not yet ended, soonest first. */
export async function getUpcomingEvents(signal?: AbortSignal): Promise<PublicEvent[]> {
  const { events } = await apiRequest<UpcomingEventsResponse>(
    API.upcomingEvents,
    signal ? { signal } : {},
  );
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
