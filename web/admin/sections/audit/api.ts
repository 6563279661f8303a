import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditResponse } from '#shared/schemas/audit.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';

export const AUDIT_PAGE_SIZE = 50;

/** Query keys of the audit log (under the admin keys, dropped at sign-out). */
export const auditKeys = {
  all: [...adminKeys.all, 'audit'] as const,
  page: (page: number) => [...auditKeys.all, 'page', page] as const,
};

/** GET /api/admin/audit?page=&limit=: staff changes, newest first. */
export function getAudit(page: number, signal?: AbortSignal): Promise<AdminAuditResponse> {
  return api.GET('/api/admin/audit', {
    params: { query: { page, limit: AUDIT_PAGE_SIZE } },
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
