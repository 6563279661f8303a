import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { MemberAuthResponse, RegisterBody } from '#shared/schemas/members.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/register: the new member (never the password) and their token. */
export function registerMember(body: RegisterBody): Promise<MemberAuthResponse> {
  return apiRequest<MemberAuthResponse>(API.register, { method: 'POST', body });
}

export function useRegisterMember() {
  return useMutation({ mutationFn: registerMember });
}
