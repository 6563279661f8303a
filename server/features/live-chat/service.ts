import { API_MESSAGES } from '#shared/api-messages.js';
import type { ReactionType } from '#shared/constants.js';
import { LIST_LIMITS } from '#shared/limits.js';
import type { ChatMessageBody, ChatMessagesQuery } from '#shared/schemas/chat.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { ModerationService } from '#server/features/moderation/index.js';
import type { PrayerRequestsService } from '#server/features/prayer-requests/index.js';
import { ZERO_REACTIONS } from '#server/platform/db/reaction-columns.js';
import { type StreamsService, presentChatRoom } from '#server/features/streams/index.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import { PRIVATE_PRAYER_STATE } from './presenter.js';
import type { ChatMessageRow, ChatMessagesRepository } from './repository.js';

interface Dependencies {
  chatMessages: ChatMessagesRepository;
  streams: StreamsService;
  members: MembersService;
  moderation: ModerationService;
  prayerRequests: Pick<PrayerRequestsService, 'recordFromLive'>;
  events: DomainEventPublisher;
  /**
   * True for a room no longer on the live page whose chat is still shown, read-only: a
   * published sermon's replay shows the chat of the service it was recorded in.
   */
  keptRoom?: (streamId: string) => Promise<boolean>;
}

/** Live chat under a stream: chat messages and prayer requests, and their reactions. */
export function createLiveChatService({
  chatMessages,
  streams,
  members,
  moderation,
  prayerRequests,
  events,
  keptRoom = async () => false,
}: Dependencies) {
  return {
    /** Chat messages and prayer requests waiting for review posted after `since` (staff email). */
    heldAfter: (since: string) => chatMessages.heldAfter(since),

    async listChatMessages(streamId: string, query: ChatMessagesQuery) {
      // Only reads reach a kept room: writes still need the room active and its chat open.
      await streams.getActiveStream(streamId).catch(async (error: unknown) => {
        if (!(error instanceof NotFoundError) || !(await keptRoom(streamId))) throw error;
      });
      return chatMessages.list({
        streamId,
        messageType: query.messageType,
        // Stored times are UTC with milliseconds; an offset or missing milliseconds would not compare as text.
        after: query.after ? new Date(query.after).toISOString() : undefined,
        limit: LIST_LIMITS.chatMessages,
      });
    },

    /**
     * Stores a message in the state moderation gives it: a visible one reaches every page, a
     * held or shadow-muted one only the panel (its sender's page keeps the answer). A prayer
     * request also reaches the prayer team's queue; a private one only that (ADR 0140).
     */
    async postChatMessage(
      member: MemberRow | null,
      body: ChatMessageBody,
      { ip, deviceKey, staff = false }: { ip: string; deviceKey: string | null; staff?: boolean },
    ): Promise<ChatMessageRow> {
      const stream = await streams.getWritableStream(body.streamId);
      const author = await members.author(member, { name: body.userName, email: body.userEmail });
      const { state, seenAs, ...marks } = await moderation.screen({
        author,
        ip,
        deviceKey,
        text: body.message,
        room: { streamId: stream.id, ...presentChatRoom(stream) },
        staff,
      });
      const isPrayer = body.messageType === 'prayer';
      if (isPrayer && body.isPrivate) {
        const request = await prayerRequests.recordFromLive({
          streamId: stream.id,
          chatMessageId: null,
          author,
          request: body.message,
          isPrivate: true,
          state,
          ...marks,
        });
        // Answered like a message for the page that sent it; no chat list holds it.
        return {
          id: request.id,
          streamId: stream.id,
          memberId: author.memberId,
          userName: author.name,
          userEmail: author.email,
          message: body.message,
          messageType: 'prayer',
          state: PRIVATE_PRAYER_STATE,
          ...marks,
          ...ZERO_REACTIONS,
          createdAt: request.createdAt,
        };
      }
      const message = await chatMessages.create({
        streamId: body.streamId,
        memberId: author.memberId,
        userName: author.name,
        userEmail: author.email,
        message: body.message,
        messageType: body.messageType ?? 'chat',
        state,
        ...marks,
      });
      try {
        if (isPrayer) {
          await prayerRequests.recordFromLive({
            streamId: stream.id,
            chatMessageId: message.id,
            author,
            request: body.message,
            isPrivate: false,
            state,
            ...marks,
          });
        }
      } finally {
        // The message is in the chat even if its copy in the prayer queue failed.
        events.publish('chatMessage.posted', { message, visible: state === 'visible' });
      }
      // Its sender is answered as anyone sending the same would be (shadow mutes stay unseen).
      return state === 'shadow' ? { ...message, state: seenAs } : message;
    },

    async reactToChatMessage(member: MemberRow | null, id: string, reactionType: ReactionType) {
      members.assertMayPost(member);
      const message = await chatMessages.addReaction(id, reactionType);
      if (!message) throw new NotFoundError(API_MESSAGES.notFound.chatMessage);
      events.publish('chatMessage.reacted', { message });
      return message;
    },
  };
}

export type LiveChatService = ReturnType<typeof createLiveChatService>;
