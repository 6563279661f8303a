import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

/** DELETE /api/admin/contact/{id}. */
export async function deleteContact(id: string): Promise<void> {
  await apiRequest<MessageResponse>(apiPath(API.adminContact, { id }), {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsAdminKeys.all }),
  });
}
