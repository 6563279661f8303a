import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AdminAuditResponse } from '#shared/schemas/audit.js';
import { apiRequest } from '#web/lib/api-client.js';
import { auditKeys } from './audit-keys.js';

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit?page=&limit=: staff changes, newest first. */
export function getAudit(page: number, signal?: AbortSignal): Promise<AdminAuditResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  return apiRequest<AdminAuditResponse>(`${API.adminAudit}?${params.toString()}`, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: auditKeys.page(page),
    queryFn: ({ signal }) => getAudit(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(page: number) {
  return useQuery(auditQueryOptions(page));
}
