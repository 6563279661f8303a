import { API_MESSAGES } from '#shared/api-messages.js';
import type { AdminChatMessagesQuery, ChatMessageState } from '#shared/schemas/moderation.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { EventBus } from '#server/platform/realtime/event-bus.js';
import { publishLive } from '#server/platform/realtime/live-events.js';
import type { AdminChatMessagesRepository } from './admin-repository.js';
import { presentChatMessage } from './presenter.js';
import type { ChatMessageRow } from './repository.js';

const notFound = () => new NotFoundError(API_MESSAGES.notFound.chatMessage);

/**
 * Live Moderation of chat messages and prayer requests (ADR 0118): a message made visible
 * reaches every page of its stream, one hidden or deleted leaves them (`removed`), at once.
 */
export function createAdminChatMessagesService(
  messages: AdminChatMessagesRepository,
  bus: EventBus,
) {
  function changed(row: ChatMessageRow, shown: boolean, wasShown: boolean) {
    if (shown && !wasShown) {
      publishLive(bus, 'live.stream', {
        streamId: row.streamId,
        event: { name: 'chat-message', data: presentChatMessage(row) },
      });
    } else if (!shown && wasShown) {
      publishLive(bus, 'live.stream', {
        streamId: row.streamId,
        event: { name: 'removed', data: { kind: 'chat-message', _id: row.id } },
      });
    }
    publishLive(bus, 'live.moderation', {
      kind: 'chat-message',
      streamId: row.streamId,
      _id: row.id,
    });
  }
  return {
    list: (query: AdminChatMessagesQuery) => messages.list(query),
    async setState(id: string, state: ChatMessageState) {
      const result = await messages.setState(id, state);
      if (!result) throw notFound();
      changed(result.after, state === 'visible', result.before.state === 'visible');
      return result.after;
    },
    async delete(id: string) {
      const row = await messages.delete(id);
      if (!row) throw notFound();
      changed(row, false, row.state === 'visible');
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
