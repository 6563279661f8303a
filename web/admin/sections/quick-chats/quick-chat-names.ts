import type { AdminQuickChat, QuickChatParticipant } from '#shared/schemas/quick-chat.js';

/** The spec's default for a visitor without name or email, and for an unnamed sender. */
const UNNAMED_VISITOR = 'User/Guest';
const UNNAMED_ADMIN = 'Admin';

/** The person the church is talking to: the first participant who is not an admin. */
export function visitorOf(participants: QuickChatParticipant[]): QuickChatParticipant | null {
  return participants.find((participant) => !participant.isAdmin) ?? null;
}

/** The visitor's name, else email, else User/Guest: the best name the visitor gave. */
export function visitorName(participants: QuickChatParticipant[]): string {
  const visitor = visitorOf(participants);
  return visitor?.name || visitor?.email || UNNAMED_VISITOR;
}

export function senderName(sender: QuickChatParticipant): string {
  return sender.name || (sender.isAdmin ? UNNAMED_ADMIN : UNNAMED_VISITOR);
}

/** A short preview of the newest message, prefixed when the church wrote it. */
export function lastMessagePreview(chat: AdminQuickChat): string {
  if (!chat.lastMessage) return '';
  return chat.lastMessage.sender.isAdmin
    ? `You: ${chat.lastMessage.message}`
    : chat.lastMessage.message;
}
