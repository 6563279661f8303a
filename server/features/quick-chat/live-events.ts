import type { AdminQuickChat, QuickChatMessage } from '#shared/schemas/quick-chat.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
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
    /** The unread total changed without a message (the church opened a conversation). */
    'live.unread': { unreadTotal: number };
  }
}
