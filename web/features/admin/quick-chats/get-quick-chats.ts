import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { POLLING_MS } from '#shared/constants.js';
import {
  adminQuickChatsResponseSchema,
  type AdminQuickChatsResponse,
} from '#shared/schemas/quick-chat.js';
import { apiRequest } from '#web/lib/api-client.js';
import { quickChatAdminKeys } from './quick-chat-admin-keys.js';

/** GET /api/admin/general-chats: conversations, newest activity first, with unread counts. */
export function getQuickChats(
  search: string,
  signal?: AbortSignal,
): Promise<AdminQuickChatsResponse> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return apiRequest(`${API.adminQuickChats}${query}`, adminQuickChatsResponseSchema, {
    auth: 'admin',
    // Polled: only the admin's own actions keep the session open.
    background: true,
    ...(signal ? { signal } : {}),
  });
}

/** Polled every 5 s (spec), also by the sidebar's unread count, which shares this query. */
export const quickChatsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: quickChatAdminKeys.list(search),
    queryFn: ({ signal }) => getQuickChats(search, signal),
    refetchInterval: POLLING_MS.adminChatList,
  });

export function useQuickChats(search = '') {
  // While a new search loads, the previous list stays instead of a skeleton flash.
  return useQuery({ ...quickChatsQueryOptions(search), placeholderData: keepPreviousData });
}

/** Unread visitor messages over every conversation, for the sidebar entry. */
export function useUnreadQuickChatCount(): number {
  const { data } = useQuery({ ...quickChatsQueryOptions(), select: (list) => list.unreadTotal });
  return data ?? 0;
}
