import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths.js';
import { POLLING_MS } from '../../../../shared/constants.js';
import {
  adminGeneralChatsResponseSchema,
  type AdminGeneralChatsResponse,
} from '../../../../shared/schemas/general-chat.js';
import { apiRequest } from '../../../lib/api-client.js';
import { liveChatKeys } from './live-chat-keys.js';

/** GET /api/admin/general-chats: conversations, newest activity first, with unread counts. */
export function getGeneralChats(signal?: AbortSignal): Promise<AdminGeneralChatsResponse> {
  return apiRequest(API.adminGeneralChats, adminGeneralChatsResponseSchema, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

/** Polled every 5 s (spec), also by the sidebar's unread count, which shares this query. */
export const generalChatsQueryOptions = () =>
  queryOptions({
    queryKey: liveChatKeys.list(),
    queryFn: ({ signal }) => getGeneralChats(signal),
    refetchInterval: POLLING_MS.adminChatList,
  });

export function useGeneralChats() {
  return useQuery(generalChatsQueryOptions());
}

/** Unread visitor messages over every conversation, for the sidebar entry. */
export function useUnreadChatCount(): number {
  const { data } = useQuery({ ...generalChatsQueryOptions(), select: (list) => list.unreadTotal });
  return data ?? 0;
}
