import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API, apiPath } from '#shared/api-paths.js';
import { POLLING_MS } from '#shared/constants.js';
import {
  adminQuickChatResponseSchema,
  type AdminQuickChatResponse,
} from '#shared/schemas/quick-chat.js';
import { apiRequest } from '#web/lib/api-client.js';
import { quickChatAdminKeys } from './quick-chat-admin-keys.js';

/** GET /api/admin/general-chat/{id}: the conversation's messages and participants. */
export function getQuickChat(id: string, signal?: AbortSignal): Promise<AdminQuickChatResponse> {
  return apiRequest(apiPath(API.adminQuickChat, { id }), adminQuickChatResponseSchema, {
    auth: 'admin',
    // Polled: only the admin's own actions keep the session open.
    background: true,
    ...(signal ? { signal } : {}),
  });
}

/** Polled every 3 s while the conversation is open (spec). */
export const quickChatQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quickChatAdminKeys.chat(id),
    queryFn: ({ signal }) => getQuickChat(id, signal),
    refetchInterval: POLLING_MS.adminOpenChat,
  });

/** Opening a conversation marks it read on the server, so the list's unread counts refresh. */
export function useQuickChat(id: string | null) {
  const queryClient = useQueryClient();
  const chat = useQuery({ ...quickChatQueryOptions(id ?? ''), enabled: id !== null });
  const newestId = chat.data?.messages.at(-1)?._id;
  useEffect(() => {
    if (newestId) void queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.lists() });
  }, [newestId, queryClient]);
  return chat;
}
