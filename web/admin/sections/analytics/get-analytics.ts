import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AnalyticsPeriod } from '#shared/constants.js';
import type { AnalyticsResponse } from '#shared/schemas/admin-dashboard.js';
import { apiRequest } from '#web/lib/api-client.js';
import { analyticsKeys } from './analytics-keys.js';

/** GET /api/admin/analytics?period=: the four figures, top streams and their timeline. */
export function getAnalytics(
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsResponse> {
  return apiRequest<AnalyticsResponse>(`${API.adminAnalytics}?period=${period}`, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const analyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.period(period),
    queryFn: ({ signal }) => getAnalytics(period, signal),
    placeholderData: keepPreviousData,
  });

export function useAnalytics(period: AnalyticsPeriod) {
  return useQuery(analyticsQueryOptions(period));
}
