import { queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICE_DEFAULTS, type Occurrence } from '#shared/schemas/services.js';
import { api } from '#web/lib/api.js';
import { servicesKeys } from './services-keys.js';

/**
 * GET /api/services/upcoming for the default two weeks: every public use (the home countdown,
 * the service times and the live page's list) reads the same answer, so one call serves them.
 */
export async function getUpcomingServices(signal?: AbortSignal): Promise<Occurrence[]> {
  const { services } = await api.GET('/api/services/upcoming', {
    params: { query: { days: SERVICE_DEFAULTS.upcomingDays } },
    ...(signal ? { signal } : {}),
  });
  return services;
}

export const upcomingServicesQueryOptions = () =>
  queryOptions({
    queryKey: servicesKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingServices(signal),
    // A status moves with the clock (chat opens, goes live, ends), not only with the team's
    // writes: the list is asked for again every minute while a page shows it.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The occurrences of the coming two weeks (from the start of today, church time). */
export function useUpcomingServices() {
  return useQuery(upcomingServicesQueryOptions());
}
