import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { Contact, ContactBody, ContactResponse } from '#shared/schemas/submissions.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/contact: a message the church answers from Contact Management. */
export async function sendContactMessage(body: ContactBody): Promise<Contact> {
  const { contact } = await apiRequest<ContactResponse>(API.contact, {
    method: 'POST',
    body,
  });
  return contact;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
