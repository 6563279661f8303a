// Testimony Management's calls: the list and what staff change. Each change also refreshes the
// public testimony wall in this browser, so it shows the change at once.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminTestimoniesResponse,
  AdminTestimonyUpdate,
  TestimonyStatus,
} from '#shared/schemas/admin-testimonies.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { siteContentKeys } from '#web/features/site-content/index.js';
import { useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';

export interface AdminTestimoniesParams {
  search: string;
  page: number;
  status: TestimonyStatus | 'all';
}

const TESTIMONIES_PAGE_SIZE = 24;

/** Query keys of Testimony Management (under the admin keys, dropped at sign-out). */
export const testimoniesAdminKeys = {
  all: [...adminKeys.all, 'testimonies'] as const,
  list: (params: AdminTestimoniesParams) => [...testimoniesAdminKeys.all, 'list', params] as const,
};

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

/** PATCH /api/admin/testimony/{id}/approve: the toggled isApproved. */
export async function approveTestimony(input: {
  id: string;
  isApproved: boolean;
}): Promise<Testimony> {
  const { testimony } = await api.PATCH('/api/admin/testimony/{id}/approve', {
    params: { path: { id: input.id } },
    body: { isApproved: input.isApproved },
    auth: 'admin',
  });
  return testimony;
}

/** PUT /api/admin/testimony/{id}: title, testimony and isApproved. */
export async function updateTestimony(input: {
  id: string;
  body: AdminTestimonyUpdate;
}): Promise<Testimony> {
  const { testimony } = await api.PUT('/api/admin/testimony/{id}', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
  return testimony;
}

/** DELETE /api/admin/testimony/{id}. */
export async function deleteTestimony(id: string): Promise<void> {
  await api.DELETE('/api/admin/testimony/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

/** After a change: this list, and the public wall. */
const REFRESHED = [testimoniesAdminKeys.all, siteContentKeys.all];

export const useApproveTestimony = () =>
  useRefreshingMutation(approveTestimony, REFRESHED, 'settled');
export const useUpdateTestimony = () => useRefreshingMutation(updateTestimony, REFRESHED);
export const useDeleteTestimony = () =>
  useRefreshingMutation(deleteTestimony, REFRESHED, 'settled');
