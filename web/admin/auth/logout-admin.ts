import { API } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/admin/logout: the session ends on the server, so the token stops working. */
export function logoutAdmin(): Promise<unknown> {
  return apiRequest<MessageResponse>(API.adminLogout, { method: 'POST', auth: 'admin' });
}
