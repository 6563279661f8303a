import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMembersQuery, AdminMembersResponse } from '#shared/schemas/admin-members.js';
import { api } from '#web/lib/api.js';
import { memberAdminKeys } from './member-admin-keys.js';

/** GET /api/admin/users with search, status filter and page. */
export function getAdminMembers(
  query: AdminMembersQuery,
  signal?: AbortSignal,
): Promise<AdminMembersResponse> {
  const { page, limit, status, search } = query;
  return api.GET('/api/admin/users', {
    params: { query: { page, limit, status, ...(search ? { search } : {}) } },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminMembersQueryOptions = (query: AdminMembersQuery) =>
  queryOptions({
    queryKey: memberAdminKeys.list(query),
    queryFn: ({ signal }) => getAdminMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminMembers(query: AdminMembersQuery) {
  return useQuery(adminMembersQueryOptions(query));
}
