import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { MemberAuthResponse, MemberLoginBody } from '#shared/schemas/members.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/login: a returning member on a new device. */
export function signInMember(body: MemberLoginBody): Promise<MemberAuthResponse> {
  return apiRequest<MemberAuthResponse>(API.memberLogin, { method: 'POST', body });
}

export function useSignInMember() {
  return useMutation({ mutationFn: signInMember });
}
