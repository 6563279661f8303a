import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { POLLING_MS, type MessageType } from '#shared/constants.js';
import {
  type adminChatMessagesResponseSchema,
  type AdminChatMessagesResponse,
  type ChatMessageState,
} from '#shared/schemas/moderation.js';
import { apiRequest } from '#web/lib/api-client.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';
import { moderationKeys } from './moderation-keys.js';

export interface ChatModerationParams {
  streamId: string;
  search: string;
  page: number;
  messageType: MessageType | 'all';
  state: ChatMessageState | 'all';
}

const PAGE_SIZE = 50;

/** GET /api/admin/chat-messages: a stream's messages and prayer requests, newest first. */
export function getChatModeration(
  { streamId, search, page, messageType, state }: ChatModerationParams,
  signal?: AbortSignal,
  background = false,
): Promise<AdminChatMessagesResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (streamId) query.set('streamId', streamId);
  if (search) query.set('search', search);
  if (messageType !== 'all') query.set('messageType', messageType);
  if (state !== 'all') query.set('state', state);
  return apiRequest<z.infer<typeof adminChatMessagesResponseSchema>>(
    `${API.adminChatMessages}?${query.toString()}`,
    { auth: 'admin', background, ...(signal ? { signal } : {}) },
  );
}

/**
 * The moderation list, refreshed by the panel's event stream (a new message, a held one, a
 * moderator's change); polled every few seconds while that stream cannot be opened.
 */
export function useChatModeration(params: ChatModerationParams) {
  const refresh = useBackgroundRefresh(moderationKeys.lists(), (key, signal) =>
    getChatModeration(key.at(-1) as ChatModerationParams, signal, true),
  );
  const { polling } = adminLive.useLive(
    {},
    {
      activity: ({ kind }) => {
        if (kind === 'chat-message') refresh();
      },
      moderation: ({ kind }) => {
        if (kind === 'chat-message') refresh();
      },
      reset: refresh,
    },
  );
  return useQuery({
    queryKey: moderationKeys.list(params),
    queryFn: ({ signal }) => getChatModeration(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? POLLING_MS.liveChat : false,
  });
}
