import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AdminLoginBody, AdminLoginResponse } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/admin/login: a token and the admin, or the server's reason for refusing. */
export function loginAdmin(body: AdminLoginBody): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>(API.adminLogin, { method: 'POST', body });
}

export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin });
}
