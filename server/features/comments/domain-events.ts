import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';
import { presentReactions } from '#server/platform/http/present-reactions.js';
import { presentPublicComment } from './presenter.js';
import type { CommentRow } from './repository.js';
import { commentVisibility } from './visibility.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** A visitor's comment was stored: public at once (`visible`), or held or shadow-muted. */
    'comment.posted': { comment: CommentRow; visible: boolean };
    /** Someone reacted to a comment: its counts after it. */
    'comment.reacted': { comment: CommentRow };
    /** Comment Management edited, approved or marked spam a comment: the comment after it. */
    'comment.moderated': { comment: CommentRow };
    /** Comment Management deleted a comment: the comment as it was. */
    'comment.deleted': { comment: CommentRow };
  }
}

const moderators = (comment: CommentRow) =>
  busMessage('live.moderation', { kind: 'comment', streamId: comment.streamId, _id: comment.id });

/**
 * A stream's pages get a public comment as its list shows it, the Live Moderation view hears of
 * the others; every change drops the cached comment lists.
 */
export const commentEventMeanings: DomainEventMeanings<DomainEventsOf<'comment'>> = {
  'comment.posted': ({ comment, visible }) => ({
    broadcast: [
      visible
        ? busMessage('live.stream', {
            streamId: comment.streamId,
            event: { name: 'comment', data: presentPublicComment(comment) },
          })
        : moderators(comment),
    ],
    invalidates: ['comments'],
  }),

  'comment.reacted': ({ comment }) => ({
    broadcast: [
      busMessage('live.stream', {
        streamId: comment.streamId,
        event: {
          name: 'reactions',
          data: { kind: 'comment', _id: comment.id, reactions: presentReactions(comment) },
        },
      }),
    ],
    invalidates: ['comments'],
  }),

  // Pages show it as the public list does: spam or held-but-not-approved leaves them, anything
  // else updates it; the Live Moderation view refetches either way.
  'comment.moderated': ({ comment }) => ({
    broadcast: [
      busMessage('live.stream', {
        streamId: comment.streamId,
        event:
          commentVisibility(comment) === 'public'
            ? { name: 'comment', data: presentPublicComment(comment) }
            : { name: 'removed', data: { kind: 'comment', _id: comment.id } },
      }),
      moderators(comment),
    ],
    invalidates: ['comments'],
  }),

  'comment.deleted': ({ comment }) => ({
    broadcast: [
      busMessage('live.stream', {
        streamId: comment.streamId,
        event: { name: 'removed', data: { kind: 'comment', _id: comment.id } },
      }),
    ],
    invalidates: ['comments'],
  }),
};
