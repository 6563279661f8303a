import type {
  AdminGeneralChat,
  GeneralChatMessage,
  GeneralChatParticipant,
} from '../../shared/schemas/general-chat.js';
import { fromFlag } from '../db/ids.js';
import type {
  ChatSender,
  GeneralChatMessageRow,
  GeneralChatRow,
  GeneralChatSummary,
} from '../repositories/general-chats.js';

/** Quick chat conversations and messages; the chat id itself is never part of a message. */

export function presentGeneralChatMessage(row: GeneralChatMessageRow): GeneralChatMessage {
  return {
    _id: row.id,
    sender: { name: row.senderName, email: row.senderEmail, isAdmin: fromFlag(row.senderIsAdmin) },
    message: row.message,
    createdAt: row.createdAt,
  };
}

/** The visitor first, then the church as it signed its replies. */
export function presentParticipants(
  chat: GeneralChatRow,
  adminSenders: ChatSender[],
): GeneralChatParticipant[] {
  return [{ name: chat.visitorName, email: chat.visitorEmail, isAdmin: false }, ...adminSenders];
}

export function presentAdminGeneralChat(summary: GeneralChatSummary): AdminGeneralChat {
  return {
    _id: summary.id,
    participants: presentParticipants(summary, summary.adminSenders),
    lastMessage: summary.lastMessage ? presentGeneralChatMessage(summary.lastMessage) : null,
    updatedAt: summary.lastMessageAt,
    createdAt: summary.createdAt,
    unread: summary.unread,
  };
}
