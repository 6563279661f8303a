import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '#shared/constants.js';
import type { AdminQuickChatsResponse } from '#shared/schemas/quick-chat.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { quickChatAdminKeys } from './quick-chat-admin-keys.js';

/** GET /api/admin/general-chats: conversations, newest activity first, with unread counts. */
export function getQuickChats(
  search: string,
  signal?: AbortSignal,
): Promise<AdminQuickChatsResponse> {
  return api.GET('/api/admin/general-chats', {
    params: { query: search ? { search } : {} },
    auth: 'admin',
    // Polled: only the admin's own actions keep the session open.
    background: true,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Also read by the sidebar's unread count, which shares this query. Refreshed by the panel's
 * event stream; polled every 5 s (spec) only when that cannot be opened or keeps failing.
 */
export const quickChatsQueryOptions = (search = '', polling = true) =>
  queryOptions({
    queryKey: quickChatAdminKeys.list(search),
    queryFn: ({ signal }) => getQuickChats(search, signal),
    refetchInterval: polling ? POLLING_MS.adminChatList : false,
  });

export function useQuickChats(search = '') {
  const polling = adminLive.useLivePolling();
  // While a new search loads, the previous list stays instead of a skeleton flash.
  return useQuery({
    ...quickChatsQueryOptions(search, polling),
    placeholderData: keepPreviousData,
  });
}

/**
 * Unread visitor messages over every conversation, for the sidebar entry. The sidebar is always
 * on screen, so this is where the quick chat lists listen to the panel's event stream.
 */
export function useUnreadQuickChatCount(): number {
  const queryClient = useQueryClient();
  const { polling } = adminLive.useLive(
    {},
    {
      'quick-chat': () => {
        // The lists call is a background call: refetching on an event keeps the idle timeout.
        void queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.lists() });
      },
      unread: ({ unreadTotal }) => {
        queryClient.setQueryData<AdminQuickChatsResponse>(quickChatAdminKeys.list(), (list) =>
          list ? { ...list, unreadTotal } : list,
        );
      },
      reset: () => {
        void queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.all });
      },
    },
  );
  const { data } = useQuery({
    ...quickChatsQueryOptions('', polling),
    select: (list) => list.unreadTotal,
  });
  return data ?? 0;
}
