import { API_MESSAGES } from '#shared/api-messages.js';
import type { ReactionType } from '#shared/constants.js';
import { LIST_LIMITS } from '#shared/limits.js';
import type { CommentBody } from '#shared/schemas/comments.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { StreamsService } from '#server/features/streams/index.js';
import type { ModerationService } from '#server/features/moderation/index.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { CommentsRepository } from './repository.js';

interface Dependencies {
  comments: CommentsRepository;
  streams: StreamsService;
  members: MembersService;
  moderation: ModerationService;
  settings: SettingsService;
  events: DomainEventPublisher;
}

/** Comments under a stream, as visitors read, post and react to them. */
export function createCommentsService({
  comments,
  streams,
  members,
  moderation,
  settings,
  events,
}: Dependencies) {
  return {
    /** Comments waiting for review posted after `since` (for the staff's email). */
    heldAfter: (since: string) => comments.heldAfter(since),

    async listComments(streamId: string) {
      await streams.getActiveStream(streamId);
      return comments.listVisibleForStream(streamId, LIST_LIMITS.comments);
    },

    /**
     * Stores a comment as moderation says: public at once, or held until a moderator approves
     * it (a blocked word, a link, the Comment Moderation setting, a shadow mute).
     */
    async postComment(
      member: MemberRow | null,
      body: CommentBody,
      { ip, deviceKey }: { ip: string; deviceKey: string | null },
    ) {
      await streams.getWritableStream(body.streamId);
      const author = await members.author(member, { name: body.userName, email: body.userEmail });
      const { notifications } = await settings.get();
      const { state, seenAs, ...marks } = await moderation.screen({
        author,
        ip,
        deviceKey,
        text: body.content,
        holdAll: notifications.commentModeration,
      });
      const comment = await comments.create({
        streamId: body.streamId,
        memberId: author.memberId,
        userName: author.name,
        userEmail: author.email,
        content: body.content,
        isHeld: state !== 'visible',
        ...marks,
      });
      events.publish('comment.posted', { comment, visible: state === 'visible' });
      // A shadow-muted sender is told what anyone sending the same would be told.
      return { comment, awaitingReview: seenAs === 'held' };
    },

    async reactToComment(member: MemberRow | null, id: string, reactionType: ReactionType) {
      members.assertMayPost(member);
      const comment = await comments.addReaction(id, reactionType);
      if (!comment) throw new NotFoundError(API_MESSAGES.notFound.comment);
      events.publish('comment.reacted', { comment });
      return comment;
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
