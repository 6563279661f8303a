import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { ADMIN_LIST_MAX_LIMIT } from '#shared/schemas/admin-list.js';
import type { AdminEventsResponse } from '#shared/schemas/events.js';
import { apiRequest } from '#web/lib/api-client.js';
import { eventsAdminKeys } from './events-admin-keys.js';

/** GET /api/admin/events: the newest events first, as many as one page may hold. */
export function getAdminEvents(signal?: AbortSignal): Promise<AdminEventsResponse> {
  return apiRequest<AdminEventsResponse>(`${API.adminEvents}?limit=${ADMIN_LIST_MAX_LIMIT}`, {
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
