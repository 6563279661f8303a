import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminTestimoniesResponse,
  TestimonyStatus,
} from '#shared/schemas/admin-testimonies.js';
import { api } from '#web/lib/api.js';
import { testimoniesAdminKeys } from './testimonies-admin-keys.js';

export interface AdminTestimoniesParams {
  search: string;
  page: number;
  status: TestimonyStatus | 'all';
}

const TESTIMONIES_PAGE_SIZE = 24;

/** GET /api/admin/testimonies: a page of testimonies matching the search and status. */
export function getAdminTestimonies(
  { search, page, status }: AdminTestimoniesParams,
  signal?: AbortSignal,
): Promise<AdminTestimoniesResponse> {
  return api.GET('/api/admin/testimonies', {
    params: {
      query: {
        page,
        limit: TESTIMONIES_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(status !== 'all' ? { status } : {}),
      },
    },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminTestimoniesQueryOptions = (params: AdminTestimoniesParams) =>
  queryOptions({
    queryKey: testimoniesAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminTestimonies(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminTestimonies(params: AdminTestimoniesParams) {
  return useQuery(adminTestimoniesQueryOptions(params));
}
