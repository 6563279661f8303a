import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '#shared/constants.js';
import type { QuickChatMessage } from '#shared/schemas/quick-chat.js';
import { isApiError } from '#web/lib/api-client.js';
import { api } from '#web/lib/api.js';
import { appendPushed } from '#web/lib/live/apply-pushed.js';
import { publicLive } from '#web/lib/live/index.js';
import { quickChatKeys } from './quick-chat-keys.js';

/** GET /api/user/general-chat/{chatId}/messages: the whole conversation, oldest first. */
export async function getQuickChatMessages(
  chatId: string,
  signal?: AbortSignal,
): Promise<QuickChatMessage[]> {
  const { messages } = await api.GET('/api/user/general-chat/{chatId}/messages', {
    params: { path: { chatId } },
    ...(signal ? { signal } : {}),
  });
  return messages;
}

export const quickChatMessagesQueryOptions = (chatId: string, polling = true) =>
  queryOptions({
    queryKey: quickChatKeys.messages(chatId),
    queryFn: ({ signal }) => getQuickChatMessages(chatId, signal),
    // The church's answer should appear without the visitor doing anything: pushed on a page
    // whose event stream is open, else polled (spec: 3000 ms). A conversation that is gone
    // (404) is not asked for again; a network hiccup is.
    refetchInterval: (query) =>
      !polling || (isApiError(query.state.error) && query.state.error.status === 404)
        ? false
        : POLLING_MS.quickChat,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

/**
 * The conversation once there is one: its new messages arrive on the page's event stream when
 * the page has one open (a stream's page), else it polls while the page is open.
 */
export function useQuickChatMessages(chatId: string | null) {
  const queryClient = useQueryClient();
  const { polling } = publicLive.useLive(
    chatId ? { chat: chatId } : {},
    {
      'quick-chat-message': (message) => {
        if (!chatId) return;
        appendPushed(queryClient, quickChatKeys.messages(chatId), message);
      },
      reset: () => {
        void queryClient.invalidateQueries({ queryKey: quickChatKeys.all });
      },
    },
    chatId !== null,
  );
  return useQuery({
    ...quickChatMessagesQueryOptions(chatId ?? '', polling),
    enabled: chatId !== null,
  });
}
