import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { AdminContactUpdate } from '#shared/schemas/admin-contacts.js';
import type { Contact, ContactResponse } from '#shared/schemas/submissions.js';
import { apiRequest } from '#web/lib/api-client.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

/** PUT /api/admin/contact/{id}: status and response. */
export async function updateContact(input: {
  id: string;
  body: AdminContactUpdate;
}): Promise<Contact> {
  const { contact } = await apiRequest<ContactResponse>(
    apiPath(API.adminContact, { id: input.id }),
    { method: 'PUT', body: input.body, auth: 'admin' },
  );
  return contact;
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsAdminKeys.all }),
  });
}
