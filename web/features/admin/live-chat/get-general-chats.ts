import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths.js';
import { POLLING_MS } from '../../../../shared/constants.js';
import {
  adminGeneralChatsResponseSchema,
  type AdminGeneralChatsResponse,
} from '../../../../shared/schemas/general-chat.js';
import { apiRequest } from '../../../lib/api-client.js';
import { liveChatKeys } from './live-chat-keys.js';

/** GET /api/admin/general-chats: conversations, newest activity first, with unread counts. */
export function getGeneralChats(
  search: string,
  signal?: AbortSignal,
): Promise<AdminGeneralChatsResponse> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return apiRequest(`${API.adminGeneralChats}${query}`, adminGeneralChatsResponseSchema, {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

/** Polled every 5 s (spec), also by the sidebar's unread count, which shares this query. */
export const generalChatsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: liveChatKeys.list(search),
    queryFn: ({ signal }) => getGeneralChats(search, signal),
    refetchInterval: POLLING_MS.adminChatList,
  });

export function useGeneralChats(search = '') {
  // While a new search loads, the previous list stays instead of a skeleton flash.
  return useQuery({ ...generalChatsQueryOptions(search), placeholderData: keepPreviousData });
}

/** Unread visitor messages over every conversation, for the sidebar entry. */
export function useUnreadChatCount(): number {
  const { data } = useQuery({ ...generalChatsQueryOptions(), select: (list) => list.unreadTotal });
  return data ?? 0;
}
