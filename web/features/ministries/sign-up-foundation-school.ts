import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { FoundationSchoolSignup } from '#shared/schemas/site-content.js';
import type { Contact, ContactResponse } from '#shared/schemas/submissions.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/foundation-school: a place in the next class, seen by the church in Contacts. */
export async function signUpForFoundationSchool(body: FoundationSchoolSignup): Promise<Contact> {
  const { contact } = await apiRequest<ContactResponse>(API.foundationSchoolSignup, {
    method: 'POST',
    body,
  });
  return contact;
}

export function useFoundationSchoolSignup() {
  return useMutation({ mutationFn: signUpForFoundationSchool });
}
