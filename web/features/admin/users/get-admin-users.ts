import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths.js';
import {
  adminUsersResponseSchema,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '../../../../shared/schemas/admin-users.js';
import { apiRequest } from '../../../lib/api-client.js';
import { userAdminKeys } from './user-admin-keys.js';

/** GET /api/admin/users with search, status filter and page. */
export function getAdminUsers(
  query: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    status: query.status,
  });
  if (query.search) params.set('search', query.search);
  return apiRequest(`${API.adminUsers}?${params.toString()}`, adminUsersResponseSchema, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: userAdminKeys.list(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
