import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { ContactStatus } from '#shared/constants.js';
import type { Contact, ContactResponse } from '#shared/schemas/submissions.js';
import { apiRequest } from '#web/lib/api-client.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

/** PATCH /api/admin/contact/{id}/status: the Resolve shortcut and other quick status changes. */
export async function setContactStatus(input: {
  id: string;
  status: ContactStatus;
}): Promise<Contact> {
  const { contact } = await apiRequest<ContactResponse>(
    apiPath(API.adminContactStatus, { id: input.id }),
    { method: 'PATCH', body: { status: input.status }, auth: 'admin' },
  );
  return contact;
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsAdminKeys.all }),
  });
}
