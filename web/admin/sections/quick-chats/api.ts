import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { POLLING_MS } from '#shared/constants.js';
import type {
  AdminQuickChatResponse,
  AdminQuickChatsResponse,
  QuickChatMessage,
} from '#shared/schemas/quick-chat.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';

/**
 * Query keys of the quick chats the admin answers, the section the sidebar calls Live Chat
 * (under the admin keys, dropped at sign-out).
 */
export const quickChatAdminKeys = {
  all: [...adminKeys.all, 'quick-chats'] as const,
  lists: () => [...quickChatAdminKeys.all, 'list'] as const,
  list: (search = '') => [...quickChatAdminKeys.lists(), search] as const,
  chat: (id: string) => [...quickChatAdminKeys.all, 'chat', id] as const,
};

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

/** GET /api/admin/general-chat/{id}: the conversation's messages and participants. */
export function getQuickChat(id: string, signal?: AbortSignal): Promise<AdminQuickChatResponse> {
  return api.GET('/api/admin/general-chat/{id}', {
    params: { path: { id } },
    auth: 'admin',
    // Polled: only the admin's own actions keep the session open.
    background: true,
    ...(signal ? { signal } : {}),
  });
}

/**
 * New messages come on the panel's event stream; polled every 3 s while the conversation is
 * open (spec) only when that cannot be opened or keeps failing.
 */
export const quickChatQueryOptions = (id: string, polling = true) =>
  queryOptions({
    queryKey: quickChatAdminKeys.chat(id),
    queryFn: ({ signal }) => getQuickChat(id, signal),
    refetchInterval: polling ? POLLING_MS.adminOpenChat : false,
  });

/** Opening a conversation marks it read on the server, so the list's unread counts refresh. */
export function useQuickChat(id: string | null) {
  const queryClient = useQueryClient();
  const { polling } = adminLive.useLive(
    {},
    {
      'quick-chat-message': ({ chatId, message }) => {
        if (chatId !== id) return;
        const key = quickChatAdminKeys.chat(chatId);
        // Shown at once; the refetch that follows marks it read, as the open chat's poll did.
        queryClient.setQueryData<AdminQuickChatResponse>(key, (chat) =>
          chat && !chat.messages.some((held) => held._id === message._id)
            ? { ...chat, messages: [...chat.messages, message] }
            : chat,
        );
        void queryClient.invalidateQueries({ queryKey: key });
      },
    },
    id !== null,
  );
  const chat = useQuery({ ...quickChatQueryOptions(id ?? '', polling), enabled: id !== null });
  const newestId = chat.data?.messages.at(-1)?._id;
  useEffect(() => {
    if (newestId) void queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.lists() });
  }, [newestId, queryClient]);
  return chat;
}

/** POST /api/admin/general-chat/{id}/reply: answers the visitor as the church. */
export async function replyToQuickChat(id: string, message: string): Promise<QuickChatMessage> {
  const { reply } = await api.POST('/api/admin/general-chat/{id}/reply', {
    params: { path: { id } },
    body: { message },
    auth: 'admin',
  });
  return reply;
}

/** Sending reloads the conversation and the list, so the reply shows in both. */
export function useReplyToQuickChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => replyToQuickChat(id, message),
    onSuccess: (_reply, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.chat(id) }),
        queryClient.invalidateQueries({ queryKey: quickChatAdminKeys.lists() }),
      ]),
  });
}
