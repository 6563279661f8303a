import { useMutation } from '@tanstack/react-query';
import type { FoundationSchoolSignup } from '#shared/schemas/site-content.js';
import type { Contact } from '#shared/schemas/submissions.js';
import { api } from '#web/lib/api.js';

/** POST /api/user/foundation-school: a place in the next class, seen by the church in Contacts. */
export async function signUpForFoundationSchool(body: FoundationSchoolSignup): Promise<Contact> {
  const { contact } = await api.POST('/api/user/foundation-school', {
    body,
  });
  return contact;
}

export function useFoundationSchoolSignup() {
  return useMutation({ mutationFn: signUpForFoundationSchool });
}
