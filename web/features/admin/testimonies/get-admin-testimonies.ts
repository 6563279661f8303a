import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type {
  AdminTestimoniesResponse,
  TestimonyStatus,
} from '#shared/schemas/admin-testimonies.js';
import { apiRequest } from '#web/lib/api-client.js';
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
  const query = new URLSearchParams({ page: String(page), limit: String(TESTIMONIES_PAGE_SIZE) });
  if (search) query.set('search', search);
  if (status !== 'all') query.set('status', status);
  return apiRequest<AdminTestimoniesResponse>(`${API.adminTestimonies}?${query.toString()}`, {
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
