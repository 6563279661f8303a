import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS, type MessageType } from '#shared/constants.js';
import { ADMIN_LIST_MAX_LIMIT } from '#shared/schemas/admin-list.js';
import type {
  AdminChatMessage,
  AdminChatMessagesResponse,
  AdminChatMessageStateBody,
  ChatMessageState,
  ChatRoom,
  ChatRoomBody,
  Sanction,
  SanctionBody,
  SanctionsResponse,
} from '#shared/schemas/moderation.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';

export interface ChatModerationParams {
  streamId: string;
  search: string;
  page: number;
  messageType: MessageType | 'all';
  state: ChatMessageState | 'all';
}

export interface SanctionsParams {
  search: string;
  page: number;
}

export interface ModerationStream {
  _id: string;
  title: string;
  isLive: boolean;
}

const MESSAGES_PAGE_SIZE = 50;
export const SANCTIONS_PAGE_SIZE = 20;

/** Query keys of Live Moderation (under the admin keys, dropped at sign-out). */
export const moderationKeys = {
  all: [...adminKeys.all, 'moderation'] as const,
  lists: () => [...moderationKeys.all, 'list'] as const,
  list: (params: ChatModerationParams) => [...moderationKeys.lists(), params] as const,
  streams: () => [...moderationKeys.all, 'streams'] as const,
  room: (streamId: string) => [...moderationKeys.all, 'room', streamId] as const,
  sanctions: () => [...moderationKeys.all, 'sanctions'] as const,
  sanctionPage: (params: SanctionsParams) => [...moderationKeys.sanctions(), params] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/* The messages ------------------------------------------------------------------------- */

/** GET /api/admin/chat-messages: a stream's messages and prayer requests, newest first. */
export function getChatModeration(
  { streamId, search, page, messageType, state }: ChatModerationParams,
  signal?: AbortSignal,
  background = false,
): Promise<AdminChatMessagesResponse> {
  return api.GET('/api/admin/chat-messages', {
    params: {
      query: {
        page,
        limit: MESSAGES_PAGE_SIZE,
        ...(streamId ? { streamId } : {}),
        ...(search ? { search } : {}),
        ...(messageType !== 'all' ? { messageType } : {}),
        ...(state !== 'all' ? { state } : {}),
      },
    },
    auth: 'admin',
    background,
    ...withSignal(signal),
  });
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

/** PATCH /api/admin/chat-message/{id}: show (approve) or hide a message. */
export async function setChatMessageState(
  input: { id: string } & AdminChatMessageStateBody,
): Promise<AdminChatMessage> {
  const { message } = await api.PATCH('/api/admin/chat-message/{id}', {
    params: { path: { id: input.id } },
    body: { state: input.state },
    auth: 'admin',
  });
  return message;
}

/** DELETE /api/admin/chat-message/{id}. */
export async function deleteChatMessage(id: string): Promise<void> {
  await api.DELETE('/api/admin/chat-message/{id}', { params: { path: { id } }, auth: 'admin' });
}

/** A change to one message: the lists are asked again, whether it went through or not. */
function useMessageChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
  });
}

export const useSetChatMessageState = () => useMessageChange(setChatMessageState);
export const useDeleteChatMessage = () => useMessageChange(deleteChatMessage);

/* The streams and their rooms ----------------------------------------------------------- */

/** The streams to moderate, live ones first (GET /api/admin/streams). */
export async function getModerationStreams(signal?: AbortSignal): Promise<ModerationStream[]> {
  const { streams } = await api.GET('/api/admin/streams', {
    params: { query: { limit: ADMIN_LIST_MAX_LIMIT } },
    auth: 'admin',
    ...withSignal(signal),
  });
  return streams
    .map(({ _id, title, isLive }) => ({ _id, title, isLive }))
    .sort((a, b) => Number(b.isLive) - Number(a.isLive));
}

export function useModerationStreams() {
  return useQuery({
    queryKey: moderationKeys.streams(),
    queryFn: ({ signal }) => getModerationStreams(signal),
    staleTime: 60_000,
  });
}

/** A stream's room controls, as its page reads them (GET /api/stream/{id}). */
export async function getChatRoom(streamId: string, signal?: AbortSignal): Promise<ChatRoom> {
  const { stream } = await api.GET('/api/stream/{id}', {
    params: { path: { id: streamId } },
    ...withSignal(signal),
  });
  return stream.chat;
}

export function useChatRoom(streamId: string) {
  return useQuery({
    queryKey: moderationKeys.room(streamId),
    queryFn: ({ signal }) => getChatRoom(streamId, signal),
    enabled: streamId !== '',
  });
}

/** PUT /api/admin/stream/{id}/chat: slow mode, the pinned message, who may post. */
export async function saveChatRoom(input: {
  streamId: string;
  room: ChatRoomBody;
}): Promise<ChatRoom> {
  const { chat } = await api.PUT('/api/admin/stream/{id}/chat', {
    params: { path: { id: input.streamId } },
    body: input.room,
    auth: 'admin',
  });
  return chat;
}

export function useSaveChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatRoom,
    onSuccess: (chat, { streamId }) => {
      queryClient.setQueryData(moderationKeys.room(streamId), chat);
    },
  });
}

/* Sanctions ---------------------------------------------------------------------------- */

/** GET /api/admin/sanctions: the sanctions in force, newest first. */
export function getSanctions(
  { search, page }: SanctionsParams,
  signal?: AbortSignal,
): Promise<SanctionsResponse> {
  return api.GET('/api/admin/sanctions', {
    params: { query: { page, limit: SANCTIONS_PAGE_SIZE, ...(search ? { search } : {}) } },
    auth: 'admin',
    ...withSignal(signal),
  });
}

/**
 * The sanctions list. A timeout ends on its own: the list is asked again each minute while open,
 * so one that ran out leaves it without anyone lifting it.
 */
export function useSanctions(params: SanctionsParams) {
  return useQuery({
    queryKey: moderationKeys.sanctionPage(params),
    queryFn: ({ signal }) => getSanctions(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** POST /api/admin/sanctions: time out, ban or shadow-mute the sender of a message or comment. */
export async function createSanction(body: SanctionBody): Promise<Sanction> {
  const { sanction } = await api.POST('/api/admin/sanctions', { body, auth: 'admin' });
  return sanction;
}

/** DELETE /api/admin/sanctions/{id}: the sender may post again at once. */
export async function liftSanction(id: string): Promise<void> {
  await api.DELETE('/api/admin/sanctions/{id}', { params: { path: { id } }, auth: 'admin' });
}

/** Setting or lifting a sanction: the list of those in force is asked again either way. */
function useSanctionChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sanctions() }),
  });
}

export const useCreateSanction = () => useSanctionChange(createSanction);
export const useLiftSanction = () => useSanctionChange(liftSanction);
