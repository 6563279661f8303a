import { API_MESSAGES } from '#shared/api-messages.js';
import type { AdminChatMessagesQuery, ChatMessageState } from '#shared/schemas/moderation.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { AdminChatMessagesRepository } from './admin-repository.js';

const notFound = () => new NotFoundError(API_MESSAGES.notFound.chatMessage);

/**
 * Live Moderation of chat messages and prayer requests (ADR 0118): a message made visible
 * reaches every page of its stream, one hidden or deleted leaves them (`removed`), at once.
 */
export function createAdminChatMessagesService(
  messages: AdminChatMessagesRepository,
  events: DomainEventPublisher,
) {
  return {
    list: (query: AdminChatMessagesQuery) => messages.list(query),
    async setState(id: string, state: ChatMessageState) {
      const result = await messages.setState(id, state);
      if (!result) throw notFound();
      events.publish('chatMessage.moderated', {
        message: result.after,
        wasShown: result.before.state === 'visible',
      });
      return result.after;
    },
    async delete(id: string) {
      const row = await messages.delete(id);
      if (!row) throw notFound();
      events.publish('chatMessage.deleted', { message: row });
      return row;
    },
    /** Who sent a message, for sanctions. */
    async sender(id: string) {
      const row = await messages.findById(id);
      return (
        row && {
          memberId: row.memberId,
          userName: row.userName,
          userEmail: row.userEmail,
          addressKey: row.addressKey,
          deviceKey: row.deviceKey,
          text: row.message,
          messageType: row.messageType,
        }
      );
    },
  };
}

export type AdminChatMessagesService = ReturnType<typeof createAdminChatMessagesService>;
