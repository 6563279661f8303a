import type {
  AdminQuickChat,
  QuickChatMessage,
  QuickChatParticipant,
} from '#shared/schemas/quick-chat.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type {
  ChatSender,
  QuickChatMessageRow,
  QuickChatRow,
  QuickChatSummary,
} from './repository.js';

/** Quick chat conversations and messages; the chat id itself is never part of a message. */

export function presentQuickChatMessage(row: QuickChatMessageRow): QuickChatMessage {
  return {
    _id: row.id,
    sender: { name: row.senderName, email: row.senderEmail, isAdmin: fromFlag(row.senderIsAdmin) },
    message: row.message,
    createdAt: row.createdAt,
  };
}

/** The visitor first, then the church as it signed its replies. */
export function presentParticipants(
  chat: QuickChatRow,
  adminSenders: ChatSender[],
): QuickChatParticipant[] {
  return [{ name: chat.visitorName, email: chat.visitorEmail, isAdmin: false }, ...adminSenders];
}

export function presentAdminQuickChat(summary: QuickChatSummary): AdminQuickChat {
  return {
    _id: summary.id,
    participants: presentParticipants(summary, summary.adminSenders),
    lastMessage: summary.lastMessage ? presentQuickChatMessage(summary.lastMessage) : null,
    updatedAt: summary.lastMessageAt,
    createdAt: summary.createdAt,
    unread: summary.unread,
  };
}
