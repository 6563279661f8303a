import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPrayNowAcceptResponse } from '#shared/schemas/pray-now.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';

const prayNowAdminKeys = { waiting: ['admin', 'pray-now', 'waiting'] as const };

/** Polled this often only while the panel's event stream cannot be opened. */
const WAITING_POLL_MS = 5000;

/**
 * Visitors waiting for someone to pray with them now: refetched on the panel's event stream
 * when one arrives, is accepted or goes to the queue; polled while that stream is down.
 */
export function useWaitingToPray() {
  const queryClient = useQueryClient();
  const { polling } = adminLive.useLive(
    {},
    {
      'pray-now': () => {
        void queryClient.invalidateQueries({ queryKey: prayNowAdminKeys.waiting });
      },
      reset: () => {
        void queryClient.invalidateQueries({ queryKey: prayNowAdminKeys.waiting });
      },
    },
  );
  return useQuery({
    queryKey: prayNowAdminKeys.waiting,
    queryFn: async ({ signal }) => {
      const { requests } = await api.GET('/api/admin/pray-now', {
        auth: 'admin',
        background: true,
        signal,
      });
      return requests;
    },
    refetchInterval: polling ? WAITING_POLL_MS : false,
  });
}

/** POST /api/admin/pray-now/{id}/accept: the first to accept wins; others are told 409. */
export function useAcceptToPray() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<AdminPrayNowAcceptResponse> =>
      api.POST('/api/admin/pray-now/{id}/accept', { params: { path: { id } }, auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prayNowAdminKeys.waiting }),
  });
}
