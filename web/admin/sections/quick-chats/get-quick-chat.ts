import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { POLLING_MS } from '#shared/constants.js';
import type { AdminQuickChatResponse } from '#shared/schemas/quick-chat.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { quickChatAdminKeys } from './quick-chat-admin-keys.js';

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
