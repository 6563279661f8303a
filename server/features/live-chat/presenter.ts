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

/** The state of the answer to a private prayer request, which no chat list holds. */
export const PRIVATE_PRAYER_STATE = 'private';

/** A message as its sender's answer shows it: a held one is marked as awaiting review. */
export function presentOwnChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    ...presentChatMessage(row),
    ...(row.state === 'held' ? { awaitingReview: true } : {}),
    ...(row.state === PRIVATE_PRAYER_STATE ? { isPrivate: true } : {}),
  };
}
