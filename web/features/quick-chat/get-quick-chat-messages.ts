import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import { POLLING_MS } from '#shared/constants.js';
import {
  quickChatMessagesResponseSchema,
  type QuickChatMessage,
} from '#shared/schemas/quick-chat.js';
import { apiRequest, isApiError } from '#web/lib/api-client.js';
import { quickChatKeys } from './quick-chat-keys.js';

/** GET /api/user/general-chat/{chatId}/messages: the whole conversation, oldest first. */
export async function getQuickChatMessages(
  chatId: string,
  signal?: AbortSignal,
): Promise<QuickChatMessage[]> {
  const { messages } = await apiRequest(
    apiPath(API.quickChatMessages, { chatId }),
    quickChatMessagesResponseSchema,
    signal ? { signal } : {},
  );
  return messages;
}

export const quickChatMessagesQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: quickChatKeys.messages(chatId),
    queryFn: ({ signal }) => getQuickChatMessages(chatId, signal),
    // The church's answer should appear without the visitor doing anything (spec: 3000 ms).
    // A conversation that is gone (404) is not asked for again; a network hiccup is.
    refetchInterval: (query) =>
      isApiError(query.state.error) && query.state.error.status === 404
        ? false
        : POLLING_MS.quickChat,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

/** The conversation once there is one; polls while the page is open. */
export function useQuickChatMessages(chatId: string | null) {
  return useQuery({
    ...quickChatMessagesQueryOptions(chatId ?? ''),
    enabled: chatId !== null,
  });
}
