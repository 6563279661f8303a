import {
  type BusMessage,
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';
import { presentReactions } from '#server/platform/http/present-reactions.js';
import { presentChatMessage } from './presenter.js';
import type { ChatMessageRow } from './repository.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /**
     * A chat message or public prayer request was stored in the chat: visible at once
     * (`visible`), or held or shadow-muted.
     */
    'chatMessage.posted': { message: ChatMessageRow; visible: boolean };
    /** Someone reacted to a chat message: its counts after it. */
    'chatMessage.reacted': { message: ChatMessageRow };
    /** Live Moderation set a message's state: the message after it, and whether it was visible. */
    'chatMessage.moderated': { message: ChatMessageRow; wasShown: boolean };
    /** Live Moderation (or an erasure) deleted a message: the message as it was. */
    'chatMessage.deleted': { message: ChatMessageRow };
  }
}

const isShown = (message: ChatMessageRow) => message.state === 'visible';

/**
 * A message made visible reaches every page of its stream, one hidden or deleted leaves them
 * (`removed`), at once; the Live Moderation view refetches either way.
 */
function moderated(message: ChatMessageRow, shown: boolean, wasShown: boolean): BusMessage[] {
  const pages: BusMessage[] = [];
  if (shown && !wasShown) {
    pages.push(
      busMessage('live.stream', {
        streamId: message.streamId,
        event: { name: 'chat-message', data: presentChatMessage(message) },
      }),
    );
  } else if (!shown && wasShown) {
    pages.push(
      busMessage('live.stream', {
        streamId: message.streamId,
        event: { name: 'removed', data: { kind: 'chat-message', _id: message.id } },
      }),
    );
  }
  return [...pages, moderators(message)];
}

const moderators = (message: ChatMessageRow) =>
  busMessage('live.moderation', {
    kind: 'chat-message',
    streamId: message.streamId,
    _id: message.id,
  });

/** What the live chat's writes mean for pages, the panel and the cached chat lists. */
export const liveChatEventMeanings: DomainEventMeanings<DomainEventsOf<'chatMessage'>> = {
  // A visible message reaches every page; a held or shadow-muted one only the panel (its
  // sender's page keeps the answer).
  'chatMessage.posted': ({ message, visible }) => ({
    broadcast: [
      visible
        ? busMessage('live.stream', {
            streamId: message.streamId,
            event: { name: 'chat-message', data: presentChatMessage(message) },
          })
        : moderators(message),
    ],
    invalidates: ['chat'],
  }),

  'chatMessage.reacted': ({ message }) => ({
    broadcast: [
      busMessage('live.stream', {
        streamId: message.streamId,
        event: {
          name: 'reactions',
          data: { kind: 'chat-message', _id: message.id, reactions: presentReactions(message) },
        },
      }),
    ],
    invalidates: ['chat'],
  }),

  'chatMessage.moderated': ({ message, wasShown }) => ({
    broadcast: moderated(message, isShown(message), wasShown),
    invalidates: ['chat'],
  }),

  'chatMessage.deleted': ({ message }) => ({
    broadcast: moderated(message, false, isShown(message)),
    invalidates: ['chat'],
  }),
};
