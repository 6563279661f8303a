import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';
import { presentReactions, totalReactions } from '#server/platform/http/present-reactions.js';
import { presentPublicStream } from './presenter.js';
import type { StreamRow } from './repository.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** Someone reacted to a stream: the stream with its counts after it. */
    'stream.reacted': { stream: StreamRow };
    /**
     * Stream Management added, edited, set live or offline, set the chat room of, or deleted a
     * stream: `active` is the active list after it, or null when it could not be read.
     */
    'stream.changed': { active: readonly StreamRow[] | null };
  }
}

/** What the streams' writes mean for pages, the panel and the cached stream reads. */
export const streamEventMeanings: DomainEventMeanings<DomainEventsOf<'stream'>> = {
  'stream.reacted': ({ stream }) => ({
    broadcast: [
      busMessage('live.stream', {
        streamId: stream.id,
        event: {
          name: 'reactions',
          data: {
            kind: 'stream',
            _id: stream.id,
            reactions: presentReactions(stream),
            likeCount: totalReactions(stream),
          },
        },
      }),
    ],
    // Not 'streams': the chat and comment lists of an active stream stay cached while it reacts.
    invalidates: ['stream-reactions'],
  }),

  // Every change may change the active list: pages get the new one, presented once here. A
  // stream's chat and comments are answered only while it is active: their reads carry the
  // `streams` tag too. Pages that miss the list (it could not be read) see it on their next read.
  'stream.changed': ({ active }) => ({
    broadcast: active
      ? [busMessage('live.streams', { streams: active.map(presentPublicStream) })]
      : [],
    invalidates: ['streams'],
  }),
};
