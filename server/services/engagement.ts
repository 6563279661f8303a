import { API_MESSAGES } from '../../shared/api-messages.js';
import type { ReactionType } from '../../shared/constants.js';
import { LIST_LIMITS } from '../../shared/limits.js';
import type { ChatMessageBody, ChatMessagesQuery } from '../../shared/schemas/chat.js';
import type { CommentBody } from '../../shared/schemas/comments.js';
import type { StreamReactionBody } from '../../shared/schemas/streams.js';
import { NotFoundError } from '../errors.js';
import type { ChatMessagesRepository } from '../repositories/chat-messages.js';
import type { CommentsRepository } from '../repositories/comments.js';
import type { MemberRow } from '../repositories/members.js';
import type { StreamsRepository } from '../repositories/streams.js';
import type { MembersService } from './members.js';

/** A viewer opening the same stream again within this time counts once. */
export const STREAM_VIEW_WINDOW_MINUTES = 30;

interface Dependencies {
  streams: StreamsRepository;
  comments: CommentsRepository;
  chatMessages: ChatMessagesRepository;
  members: MembersService;
}

/**
 * What visitors do around a stream: read and post comments, chat and prayer requests, react.
 * An inactive stream is hidden from the public, so it answers 404 like an unknown one.
 */
export function createEngagementService({
  streams,
  comments,
  chatMessages,
  members,
}: Dependencies) {
  async function activeStream(id: string) {
    const stream = await streams.findActiveById(id);
    if (!stream) throw new NotFoundError(API_MESSAGES.notFound.stream);
    return stream;
  }

  return {
    listActiveStreams: () => streams.listActive(),

    getActiveStream: activeStream,

    async listComments(streamId: string) {
      await activeStream(streamId);
      return comments.listVisibleForStream(streamId, LIST_LIMITS.comments);
    },

    async postComment(member: MemberRow | null, body: CommentBody) {
      await activeStream(body.streamId);
      const author = await members.author(member, { name: body.userName, email: body.userEmail });
      return comments.create({
        streamId: body.streamId,
        memberId: author.memberId,
        userName: author.name,
        userEmail: author.email,
        content: body.content,
      });
    },

    async listChatMessages(streamId: string, query: ChatMessagesQuery) {
      await activeStream(streamId);
      return chatMessages.list({
        streamId,
        messageType: query.messageType,
        // Stored times are UTC with milliseconds; an offset or missing milliseconds would not compare as text.
        after: query.after ? new Date(query.after).toISOString() : undefined,
        limit: LIST_LIMITS.chatMessages,
      });
    },

    async postChatMessage(member: MemberRow | null, body: ChatMessageBody) {
      await activeStream(body.streamId);
      const author = await members.author(member, { name: body.userName, email: body.userEmail });
      return chatMessages.create({
        streamId: body.streamId,
        memberId: author.memberId,
        userName: author.name,
        userEmail: author.email,
        message: body.message,
        messageType: body.messageType ?? 'chat',
      });
    },

    async reactToChatMessage(member: MemberRow | null, id: string, reactionType: ReactionType) {
      members.assertMayPost(member);
      const message = await chatMessages.addReaction(id, reactionType);
      if (!message) throw new NotFoundError(API_MESSAGES.notFound.chatMessage);
      return message;
    },

    async reactToComment(member: MemberRow | null, id: string, reactionType: ReactionType) {
      members.assertMayPost(member);
      const comment = await comments.addReaction(id, reactionType);
      if (!comment) throw new NotFoundError(API_MESSAGES.notFound.comment);
      return comment;
    },

    async reactToStream(member: MemberRow | null, body: StreamReactionBody) {
      const author = await members.author(member, { name: body.userName, email: body.userEmail });
      const stream = await streams.addReaction({
        streamId: body.streamId,
        memberId: author.memberId,
        userName: author.name,
        userEmail: author.email,
        reactionType: body.reactionType,
      });
      if (!stream) throw new NotFoundError(API_MESSAGES.notFound.stream);
      return stream;
    },

    /**
     * Counts a visitor opening a stream for the analytics: once per viewer and stream within
     * STREAM_VIEW_WINDOW_MINUTES, so a page refreshing the stream's counts is one view.
     */
    recordStreamView: (streamId: string, viewerKey: string) =>
      streams.recordView(streamId, viewerKey, STREAM_VIEW_WINDOW_MINUTES),
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
