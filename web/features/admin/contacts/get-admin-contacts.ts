import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { ContactStatus } from '#shared/constants.js';
import type { AdminContactsResponse } from '#shared/schemas/admin-contacts.js';
import { apiRequest } from '#web/lib/api-client.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

export interface AdminContactsParams {
  search: string;
  page: number;
  status: ContactStatus | 'all';
}

const CONTACTS_PAGE_SIZE = 24;

/** GET /api/admin/contacts: a page of contact messages matching the search and status. */
export function getAdminContacts(
  { search, page, status }: AdminContactsParams,
  signal?: AbortSignal,
): Promise<AdminContactsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(CONTACTS_PAGE_SIZE) });
  if (search) query.set('search', search);
  if (status !== 'all') query.set('status', status);
  return apiRequest<AdminContactsResponse>(`${API.adminContacts}?${query.toString()}`, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminContactsQueryOptions = (params: AdminContactsParams) =>
  queryOptions({
    queryKey: contactsAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminContacts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminContacts(params: AdminContactsParams) {
  return useQuery(adminContactsQueryOptions(params));
}
