import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushTopic } from '#shared/push.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import type { PushState } from './push-client.js';
import { notificationPermission, pushSupported } from './support.js';

/** The push client, fetched the first time this browser's subscription is read or changed. */
const loadPushClient = () => import('./push-client.js');

export const pushKeys = {
  all: ['push'] as const,
  /** This browser's subscription: the same for every part of the page that shows it. */
  subscription: () => [...pushKeys.all, 'subscription'] as const,
};

/**
 * This browser's push notifications: whether it can have them, the topics the server holds for
 * it, and saving new ones (none stops them). Nothing is asked of the browser before hydration,
 * nor of the server until notifications were allowed here.
 */
export function usePushSubscription() {
  const hydrated = useHydrated();
  const supported = hydrated && pushSupported();
  const permission = supported ? notificationPermission() : 'default';
  const queryClient = useQueryClient();
  const granted = permission === 'granted';
  const current = useQuery({
    queryKey: pushKeys.subscription(),
    queryFn: async (): Promise<PushState> => (await loadPushClient()).readPushState(),
    enabled: granted,
    staleTime: Infinity,
    retry: false,
  });
  // A read started meanwhile (notifications were just allowed) would answer from before.
  const hold = async (state: PushState) => {
    await queryClient.cancelQueries({ queryKey: pushKeys.subscription() });
    queryClient.setQueryData(pushKeys.subscription(), state);
  };
  const save = useMutation({
    mutationFn: async (topics: PushTopic[]) => (await loadPushClient()).savePushTopics(topics),
    onSuccess: hold,
  });
  const sendTest = useMutation({
    mutationFn: async () => (await loadPushClient()).sendTestNotification(),
    onSuccess: hold,
  });
  return {
    hydrated,
    supported,
    permission,
    /** The topics held for this browser; null when it has no subscription. */
    subscription: granted ? (current.data ?? null) : null,
    loading: granted && current.isPending,
    loadError: current.error,
    save,
    sendTest,
  };
}
