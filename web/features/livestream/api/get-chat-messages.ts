import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS, type MessageType } from '#shared/constants.js';
import type { ChatMessage } from '#shared/schemas/chat.js';
import { api } from '#web/lib/api.js';
import { useLivestreamPolling } from '#web/features/livestream/live/use-livestream-live.js';
import { livestreamKeys } from './livestream-keys.js';
import { appendUnique } from '#web/lib/live/item-list.js';
import { MAX_MESSAGES_ON_PAGE } from './message-list.js';

/**
 * Two messages sent at the same moment can be stored out of order, so each poll asks again
 * from a little before the newest message held and merges by id.
 */
const POLL_OVERLAP_MS = 5000;

/** GET /api/user/chat-messages/{streamId}?messageType=: oldest first, only after `after` if set. */
export async function getChatMessages(
  streamId: string,
  messageType: MessageType,
  after?: string,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const { messages } = await api.GET('/api/user/chat-messages/{streamId}', {
    params: { path: { streamId }, query: { messageType, ...(after ? { after } : {}) } },
    ...(signal ? { signal } : {}),
  });
  return messages;
}

/**
 * Live chat or prayer requests of a stream, loaded while `live` (its tab is open and the page
 * visible). New messages are pushed by the page's event stream; only when that cannot be opened
 * or keeps failing is the list polled every 3000 ms (the spec's interval). Each poll fetches only what is new, so a full hall stays light.
 * A failed load leaves the list as it was (empty at first), silently.
 */
export function useChatMessages(streamId: string, messageType: MessageType, live: boolean) {
  const queryClient = useQueryClient();
  const polling = useLivestreamPolling();
  const key = livestreamKeys.messages(streamId, messageType);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const current = queryClient.getQueryData<ChatMessage[]>(key) ?? [];
      const newest = current.at(-1)?.createdAt;
      const after = newest
        ? new Date(Date.parse(newest) - POLL_OVERLAP_MS).toISOString()
        : undefined;
      try {
        return appendUnique(
          current,
          await getChatMessages(streamId, messageType, after, signal),
          MAX_MESSAGES_ON_PAGE,
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return current;
      }
    },
    enabled: live,
    refetchInterval: live && polling ? POLLING_MS.liveChat : false,
    refetchIntervalInBackground: false,
  });
}
