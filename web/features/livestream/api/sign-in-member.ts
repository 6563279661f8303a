import { useMutation } from '@tanstack/react-query';
import type { MemberAuthResponse, MemberLoginBody } from '#shared/schemas/members.js';
import { api } from '#web/lib/api.js';

/** POST /api/user/login: a returning member on a new device. */
export function signInMember(body: MemberLoginBody): Promise<MemberAuthResponse> {
  return api.POST('/api/user/login', { body });
}

export function useSignInMember() {
  return useMutation({ mutationFn: signInMember });
}
