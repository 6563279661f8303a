import type { ChatMessage } from '#shared/schemas/chat.js';
import type { ChatMessageRow } from './repository.js';
import { presentReactions } from '#server/platform/http/present-reactions.js';

/** A live chat message or prayer request; the sender's email is left out on purpose. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    _id: row.id,
    userName: row.userName,
    message: row.message,
    messageType: row.messageType === 'prayer' ? 'prayer' : 'chat',
    createdAt: row.createdAt,
    reactions: presentReactions(row),
  };
}
