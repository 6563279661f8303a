import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AdminMembersQuery, AdminMembersResponse } from '#shared/schemas/admin-members.js';
import { apiRequest } from '#web/lib/api-client.js';
import { memberAdminKeys } from './member-admin-keys.js';

/** GET /api/admin/users with search, status filter and page. */
export function getAdminMembers(
  query: AdminMembersQuery,
  signal?: AbortSignal,
): Promise<AdminMembersResponse> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    status: query.status,
  });
  if (query.search) params.set('search', query.search);
  return apiRequest<AdminMembersResponse>(`${API.adminMembers}?${params.toString()}`, {
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
