import type { AdminQuickChat, QuickChatMessage } from '#shared/schemas/quick-chat.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import type { PublicLiveEvents } from '#shared/live-events.js';
import type { BusEventName, BusEvents, EventBus } from './event-bus.js';

/** The events of one stream's page, as a page receives them (`viewers` is counted locally). */
export type StreamLiveEvent = {
  [Name in 'comment' | 'chat-message' | 'reactions' | 'removed']: {
    name: Name;
    data: PublicLiveEvents[Name];
  };
}['comment' | 'chat-message' | 'reactions' | 'removed'];

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** Something visitors of one stream see changed: a comment, a message, reactions, a removal. */
    'live.stream': { streamId: string; event: StreamLiveEvent };
    /** The active stream list changed: the new list, presented once by the instance that changed it. */
    'live.streams': { streams: PublicStream[] };
    /**
     * A quick chat message, visitor's or the church's: for the chat's holder, and for the panel
     * the conversation's summary and the unread total after it.
     */
    'live.quick-chat': {
      chatId: string;
      message: QuickChatMessage;
      chat: AdminQuickChat | null;
      unreadTotal: number;
    };
    /**
     * A post moderators should look at (held, shadow-muted) or one they changed: the panel's
     * Live Moderation view refetches.
     */
    'live.moderation': { kind: 'comment' | 'chat-message'; streamId: string; _id: string };
    /** A prayer request arrived, or the team changed or erased one: the panel's queue refetches. */
    'live.prayer-request': { _id: string };
    /** The unread total changed without a message (the church opened a conversation). */
    'live.unread': { unreadTotal: number };
  }
}

/**
 * Publishes a live event without making the write that caused it wait or fail: the write has
 * happened, and a page that misses the event catches up from its next read (or its `reset`).
 */
export function publishLive<Name extends BusEventName>(
  bus: EventBus,
  name: Name,
  payload: BusEvents[Name],
): void {
  bus.publish(name, payload).catch(() => {});
}
