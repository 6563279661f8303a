import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus } from '#shared/constants.js';
import type { Contact } from '#shared/schemas/submissions.js';
import { api } from '#web/lib/api.js';
import { contactsAdminKeys } from './contacts-admin-keys.js';

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

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsAdminKeys.all }),
  });
}
