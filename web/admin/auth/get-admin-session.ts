import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AdminSessionResponse } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client.js';
import { adminKeys } from './admin-keys.js';

/** GET /api/admin/session: who is signed in and until when (401 when nobody is). */
export function getAdminSession(signal?: AbortSignal): Promise<AdminSessionResponse> {
  return apiRequest<AdminSessionResponse>(API.adminSession, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.session(),
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 60_000,
  });

export function useAdminSessionQuery() {
  return useQuery(adminSessionQueryOptions());
}
