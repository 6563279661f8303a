import { useMutation, useQuery } from '@tanstack/react-query';
import type { PrayNow, PrayNowBody } from '#shared/schemas/pray-now.js';
import { isApiError } from '#web/lib/api-client.js';
import { api } from '#web/lib/api.js';

/** How often a waiting visitor's page asks whether someone accepted. */
export const PRAY_NOW_POLL_MS = 3000;

export const prayNowKeys = {
  request: (id: string) => ['pray-now', id] as const,
};

/** POST /api/user/pray-now: asks the team on duty; the answer's id is the only key to it. */
export function useAskToPrayNow(memberToken: string | undefined) {
  return useMutation({
    mutationFn: async (body: PrayNowBody): Promise<PrayNow> => {
      const { prayNow } = await api.POST('/api/user/pray-now', { body, memberToken });
      return prayNow;
    },
  });
}

/** GET /api/user/pray-now/{id}, asked again every few seconds while nobody has accepted. */
export function usePrayNowRequest(id: string | null) {
  return useQuery({
    queryKey: prayNowKeys.request(id ?? ''),
    queryFn: async ({ signal }) => {
      const { prayNow } = await api.GET('/api/user/pray-now/{id}', {
        params: { path: { id: id ?? '' } },
        signal,
      });
      return prayNow;
    },
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'waiting' || query.state.data === undefined
        ? isApiError(query.state.error) && query.state.error.status === 404
          ? false
          : PRAY_NOW_POLL_MS
        : false,
  });
}
