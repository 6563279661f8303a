import { useMutation } from '@tanstack/react-query';
import type { MemberAuthResponse, RegisterBody } from '#shared/schemas/members.js';
import { api } from '#web/lib/api.js';

/** POST /api/user/register: the new member (never the password) and their token. */
export function registerMember(body: RegisterBody): Promise<MemberAuthResponse> {
  return api.POST('/api/user/register', { body });
}

export function useRegisterMember() {
  return useMutation({ mutationFn: registerMember });
}
