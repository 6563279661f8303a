import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushTopic } from '#shared/push.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import type { PushState } from './push-client.js';
import { notificationPermission, pushSupported } from './support.js';

/** Said when the push client itself could not be fetched (the connection dropped). */
const LOAD_FAILED =
  'Notifications could not be set up just now. Check your connection and try again.';

/** The push client, fetched the first time this browser's subscription is read or changed. */
const loadPushClient = () =>
  import('./push-client.js').catch(() => {
    throw new Error(LOAD_FAILED);
  });

/** Keeps what was just saved; a read started meanwhile (permission just given) answered before it. */
async function holdState(queryClient: QueryClient, state: PushState) {
  await queryClient.cancelQueries({ queryKey: pushKeys.subscription() });
  queryClient.setQueryData(pushKeys.subscription(), state);
}

export const pushKeys = {
  all: ['push'] as const,
  /** This browser's subscription: the same for every part of the page that shows it. */
  subscription: () => [...pushKeys.all, 'subscription'] as const,
};

/**
 * This browser's push notifications: whether it can have them, the topics the server holds for
 * it, and saving new ones (none stops them; a failure's message is the words to show). Nothing
 * is asked of the browser before hydration, nor of the server until notifications were allowed.
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
  const save = useMutation({
    mutationFn: async (topics: PushTopic[]) => {
      const client = await loadPushClient();
      return client.savePushTopics(topics).catch((error: unknown) => {
        throw client.failureInWords(error, client.PUSH_ERRORS.failed);
      });
    },
    onSuccess: (state) => holdState(queryClient, state),
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
  };
}

/**
 * Staff: a test notification to this browser, subscribing it first (keeping its topics). Apart
 * from usePushSubscription so the pages' "Notify me" does not carry it.
 */
export function usePushTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const client = await loadPushClient();
      return client.sendTestNotification().catch((error: unknown) => {
        throw client.failureInWords(error, client.PUSH_ERRORS.testFailed);
      });
    },
    onSuccess: (state) => holdState(queryClient, state),
  });
}
