// Contact Management's calls: the list and what staff change.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactStatus } from '#shared/constants.js';
import type {
  AdminContactUpdate,
  AdminContactUpdateResponse,
  AdminContactsResponse,
} from '#shared/schemas/admin-contacts.js';
import type { Contact } from '#shared/schemas/submissions.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';

export interface AdminContactsParams {
  search: string;
  page: number;
  status: ContactStatus | 'all';
}

const CONTACTS_PAGE_SIZE = 24;

/** Query keys of Contact Management (under the admin keys, dropped at sign-out). */
export const contactsAdminKeys = {
  all: [...adminKeys.all, 'contacts'] as const,
  list: (params: AdminContactsParams) => [...contactsAdminKeys.all, 'list', params] as const,
};

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

/** PATCH /api/admin/contact/{id}/status: the Resolve shortcut and other quick status changes. */
export async function setContactStatus(input: {
  id: string;
  status: ContactStatus;
}): Promise<Contact> {
  const { contact } = await api.PATCH('/api/admin/contact/{id}/status', {
    params: { path: { id: input.id } },
    body: { status: input.status },
    auth: 'admin',
  });
  return contact;
}

/** PUT /api/admin/contact/{id}: status and response; a new response is emailed to the sender. */
export function updateContact(input: {
  id: string;
  body: AdminContactUpdate;
}): Promise<AdminContactUpdateResponse> {
  return api.PUT('/api/admin/contact/{id}', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
}

/** DELETE /api/admin/contact/{id}. */
export async function deleteContact(id: string): Promise<void> {
  await api.DELETE('/api/admin/contact/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export const useSetContactStatus = () =>
  useRefreshingMutation(setContactStatus, [contactsAdminKeys.all], 'settled');
export const useUpdateContact = () => useRefreshingMutation(updateContact, [contactsAdminKeys.all]);
export const useDeleteContact = () =>
  useRefreshingMutation(deleteContact, [contactsAdminKeys.all], 'settled');
