import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactStatus } from '#shared/constants.js';
import type { AdminContactsResponse } from '#shared/schemas/admin-contacts.js';
import { api } from '#web/lib/api.js';
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
  return api.GET('/api/admin/contacts', {
    params: {
      query: {
        page,
        limit: CONTACTS_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(status !== 'all' ? { status } : {}),
      },
    },
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
