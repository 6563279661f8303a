import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminLoginBody,
  AdminLoginResponse,
  AdminSessionResponse,
} from '#shared/schemas/auth.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import type { StaffPasswordLinkConfirm } from '#shared/schemas/staff.js';
import { api } from '#web/lib/api.js';

/** Query keys of the admin area; everything under `all` is dropped when the session ends. */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
};

/** GET /api/admin/session: who is signed in and until when (401 when nobody is). */
export function getAdminSession(signal?: AbortSignal): Promise<AdminSessionResponse> {
  return api.GET('/api/admin/session', { auth: 'admin', ...(signal ? { signal } : {}) });
}

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.session(),
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 60_000,
  });

export function useAdminSessionQuery() {
  return useQuery(adminSessionQueryOptions());
}

/** POST /api/admin/login: a token and the admin, or the server's reason for refusing. */
export function loginAdmin(body: AdminLoginBody): Promise<AdminLoginResponse> {
  return api.POST('/api/admin/login', { body });
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}

/** POST /api/admin/logout: the session ends on the server, so the token stops working. */
export function logoutAdmin(): Promise<MessageResponse> {
  return api.POST('/api/admin/logout', { auth: 'admin' });
}

/** POST /api/admin/password-reset: the same answer whether or not the address has an account. */
export function useRequestStaffPasswordLink() {
  return useMutation({
    mutationFn: (body: { email: string }): Promise<MessageResponse> =>
      api.POST('/api/admin/password-reset', { body }),
  });
}

/** POST /api/admin/password-reset/confirm: an invite or reset link and the chosen password. */
export function useConfirmStaffPasswordLink() {
  return useMutation({
    mutationFn: (body: StaffPasswordLinkConfirm) =>
      api.POST('/api/admin/password-reset/confirm', { body }),
  });
}
