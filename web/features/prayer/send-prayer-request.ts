import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type {
  PrayerRequestBody,
  SentPrayerRequestResponse,
} from '#shared/schemas/prayer-requests.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/user/prayer-request: the request reaches the prayer team's queue at once. */
export function sendPrayerRequest(
  body: Omit<PrayerRequestBody, 'email'> & { email: string },
): Promise<SentPrayerRequestResponse> {
  return apiRequest<SentPrayerRequestResponse>(API.prayerRequest, { method: 'POST', body });
}

export function useSendPrayerRequest() {
  return useMutation({ mutationFn: sendPrayerRequest });
}
