import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContactUpdate,
  AdminContactUpdateResponse,
} from '#shared/schemas/admin-contacts.js';
import { api } from '#web/lib/api.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

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

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsAdminKeys.all }),
  });
}
