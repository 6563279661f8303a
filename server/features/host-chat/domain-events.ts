import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';
import { presentHostChatMessage } from './presenter.js';
import type { HostChatMessageRow } from './repository.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** A staff member wrote in the team's chat beside a stream. */
    'hostChat.messagePosted': { message: HostChatMessageRow };
  }
}

/** The panel's event stream carries it; no public channel ever does. */
export const hostChatEventMeanings: DomainEventMeanings<DomainEventsOf<'hostChat'>> = {
  'hostChat.messagePosted': ({ message }) => ({
    broadcast: [busMessage('live.host-chat', presentHostChatMessage(message))],
  }),
};
