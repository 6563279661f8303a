import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API, apiPath } from '../../../../shared/api-paths.js';
import { POLLING_MS } from '../../../../shared/constants.js';
import {
  adminGeneralChatResponseSchema,
  type AdminGeneralChatResponse,
} from '../../../../shared/schemas/general-chat.js';
import { apiRequest } from '../../../lib/api-client.js';
import { liveChatKeys } from './live-chat-keys.js';

/** GET /api/admin/general-chat/{id}: the conversation's messages and participants. */
export function getGeneralChat(
  id: string,
  signal?: AbortSignal,
): Promise<AdminGeneralChatResponse> {
  return apiRequest(apiPath(API.adminGeneralChat, { id }), adminGeneralChatResponseSchema, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

/** Polled every 3 s while the conversation is open (spec). */
export const generalChatQueryOptions = (id: string) =>
  queryOptions({
    queryKey: liveChatKeys.chat(id),
    queryFn: ({ signal }) => getGeneralChat(id, signal),
    refetchInterval: POLLING_MS.adminOpenChat,
  });

/** Opening a conversation marks it read on the server, so the list's unread counts refresh. */
export function useGeneralChat(id: string | null) {
  const queryClient = useQueryClient();
  const chat = useQuery({ ...generalChatQueryOptions(id ?? ''), enabled: id !== null });
  const newestId = chat.data?.messages.at(-1)?._id;
  useEffect(() => {
    if (newestId) void queryClient.invalidateQueries({ queryKey: liveChatKeys.lists() });
  }, [newestId, queryClient]);
  return chat;
}
