import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type {
  AdminContactUpdate,
  AdminContactUpdateResponse,
} from '#shared/schemas/admin-contacts.js';
import { apiRequest } from '#web/lib/api-client.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

/** PUT /api/admin/contact/{id}: status and response; a new response is emailed to the sender. */
export function updateContact(input: {
  id: string;
  body: AdminContactUpdate;
}): Promise<AdminContactUpdateResponse> {
  return apiRequest<AdminContactUpdateResponse>(apiPath(API.adminContact, { id: input.id }), {
    method: 'PUT',
    body: input.body,
    auth: 'admin',
  });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsAdminKeys.all }),
  });
}
