import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';
import { presentAdminQuickChat, presentQuickChatMessage } from './presenter.js';
import type { QuickChatMessageRow, QuickChatSummary } from './repository.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /**
     * A message was added to a quick chat, the visitor's or the church's. `panel` is what the
     * panel shows after it (the conversation's summary, the unread total), or null when it
     * could not be read.
     */
    'quickChat.messageAdded': {
      chatId: string;
      message: QuickChatMessageRow;
      panel: { summary: QuickChatSummary | null; unreadTotal: number } | null;
    };
    /** The church opened a conversation: the unread total after it. */
    'quickChat.read': { unreadTotal: number };
  }
}

/** The chat's holder gets the message; the panel its summary and the unread total after it. */
export const quickChatEventMeanings: DomainEventMeanings<DomainEventsOf<'quickChat'>> = {
  // Without the panel's view the message is saved and both sides see it on their next read.
  'quickChat.messageAdded': ({ chatId, message, panel }) => ({
    broadcast: panel
      ? [
          busMessage('live.quick-chat', {
            chatId,
            message: presentQuickChatMessage(message),
            chat: panel.summary ? presentAdminQuickChat(panel.summary) : null,
            unreadTotal: panel.unreadTotal,
          }),
        ]
      : [],
  }),
  'quickChat.read': ({ unreadTotal }) => ({
    broadcast: [busMessage('live.unread', { unreadTotal })],
  }),
};
