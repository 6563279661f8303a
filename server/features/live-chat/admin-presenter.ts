import {
  CHAT_MESSAGE_STATES,
  type AdminChatMessage,
  type ChatMessageState,
} from '#shared/schemas/moderation.js';
import type { ChatMessageRow } from './repository.js';
import { presentReactions } from '#server/platform/http/present-reactions.js';

/** A message for Live Moderation: with the sender's email, member and the message's state. */
export function presentAdminChatMessage(row: ChatMessageRow): AdminChatMessage {
  return {
    _id: row.id,
    streamId: row.streamId,
    userName: row.userName,
    userEmail: row.userEmail,
    memberId: row.memberId,
    message: row.message,
    messageType: row.messageType === 'prayer' ? 'prayer' : 'chat',
    state: (CHAT_MESSAGE_STATES as readonly string[]).includes(row.state)
      ? (row.state as ChatMessageState)
      : 'visible',
    createdAt: row.createdAt,
    reactions: presentReactions(row),
  };
}
