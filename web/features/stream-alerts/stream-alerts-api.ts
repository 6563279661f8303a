import { API } from '#shared/api-paths.js';
import type { MessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/stream-alerts: emails a link to confirm (the same answer for any address). */
export async function subscribeToStreamAlerts(email: string): Promise<string> {
  const { message } = await apiRequest<MessageResponse>(API.streamAlerts, {
    method: 'POST',
    body: { email },
  });
  return message;
}

/** POST /api/user/stream-alerts/confirm with the emailed link's token. */
export async function confirmStreamAlerts(token: string): Promise<string> {
  const { message } = await apiRequest<MessageResponse>(API.streamAlertsConfirm, {
    method: 'POST',
    body: { token },
  });
  return message;
}

/** POST /api/user/stream-alerts/unsubscribe?token=: the same call mail programs make. */
export async function unsubscribeFromStreamAlerts(token: string): Promise<string> {
  const { message } = await apiRequest<MessageResponse>(
    `${API.streamAlertsUnsubscribe}?token=${encodeURIComponent(token)}`,
    { method: 'POST' },
  );
  return message;
}
