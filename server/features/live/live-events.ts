import type { PublicLiveEvents } from '#shared/live-events.js';

/** The events of one stream's page, as a page receives them (`viewers` is counted locally). */
export type StreamLiveEvent = {
  [Name in 'comment' | 'chat-message' | 'reactions' | 'removed']: {
    name: Name;
    data: PublicLiveEvents[Name];
  };
}['comment' | 'chat-message' | 'reactions' | 'removed'];

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /**
     * Something visitors of one stream see changed: a comment, a message, reactions, a removal.
     * Published by the features that own them; this feature relays it to the stream's pages.
     */
    'live.stream': { streamId: string; event: StreamLiveEvent };
  }
}
