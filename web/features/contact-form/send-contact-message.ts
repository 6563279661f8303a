import { useMutation } from '@tanstack/react-query';
import type { Contact, ContactBody } from '#shared/schemas/submissions.js';
import { api } from '#web/lib/api.js';

/** POST /api/user/contact: a message the church answers from Contact Management. */
export async function sendContactMessage(body: ContactBody): Promise<Contact> {
  const { contact } = await api.POST('/api/user/contact', {
    body,
  });
  return contact;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
