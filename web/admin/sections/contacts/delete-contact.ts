import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

/** DELETE /api/admin/contact/{id}. */
export async function deleteContact(id: string): Promise<void> {
  await api.DELETE('/api/admin/contact/{id}', {
    params: { path: { id } },
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
