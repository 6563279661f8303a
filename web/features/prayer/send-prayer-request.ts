import { useMutation } from '@tanstack/react-query';
import type {
  PrayerRequestBody,
  SentPrayerRequestResponse,
} from '#shared/schemas/prayer-requests.js';
import { api } from '#web/lib/api.js';

/** POST /api/user/prayer-request: the request reaches the prayer team's queue at once. */
export function sendPrayerRequest({
  body,
  memberToken,
}: {
  body: Omit<PrayerRequestBody, 'email'> & { email: string };
  /** A signed-in member's token: the request is then theirs (their account page lists it). */
  memberToken?: string | undefined;
}): Promise<SentPrayerRequestResponse> {
  return api.POST('/api/user/prayer-request', { body, memberToken });
}

export function useSendPrayerRequest() {
  return useMutation({ mutationFn: sendPrayerRequest });
}
