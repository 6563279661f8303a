import { api } from '#web/lib/api.js';

/** POST /api/user/stream-alerts: emails a link to confirm (the same answer for any address). */
export async function subscribeToStreamAlerts(email: string): Promise<string> {
  const { message } = await api.POST('/api/user/stream-alerts', {
    body: { email },
  });
  return message;
}

/** POST /api/user/stream-alerts/confirm with the emailed link's token. */
export async function confirmStreamAlerts(token: string): Promise<string> {
  const { message } = await api.POST('/api/user/stream-alerts/confirm', {
    body: { token },
  });
  return message;
}

/** POST /api/user/stream-alerts/unsubscribe?token=: the same call mail programs make. */
export async function unsubscribeFromStreamAlerts(token: string): Promise<string> {
  const { message } = await api.POST('/api/user/stream-alerts/unsubscribe', {
    params: { query: { token } },
  });
  return message;
}
