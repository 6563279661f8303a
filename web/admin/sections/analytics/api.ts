import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '#shared/constants.js';
import type { AnalyticsResponse } from '#shared/schemas/admin-dashboard.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';

/** Query keys of the Analytics Dashboard (under the admin keys, dropped at sign-out). */
export const analyticsKeys = {
  all: [...adminKeys.all, 'analytics'] as const,
  period: (period: AnalyticsPeriod) => [...analyticsKeys.all, period] as const,
};

/** GET /api/admin/analytics?period=: the four figures, top streams and their timeline. */
export function getAnalytics(
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsResponse> {
  return api.GET('/api/admin/analytics', {
    params: { query: { period } },
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

/** GET /api/admin/services/attendance: each service's held occurrences, week over week. */
export const serviceAttendanceQueryOptions = () =>
  queryOptions({
    queryKey: [...analyticsKeys.all, 'services'] as const,
    queryFn: ({ signal }) =>
      api.GET('/api/admin/services/attendance', {
        params: { query: { weeks: 8 } },
        auth: 'admin',
        signal,
      }),
  });

export function useServiceAttendance() {
  return useQuery(serviceAttendanceQueryOptions());
}
