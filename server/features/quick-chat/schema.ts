import type { Flag } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    quickChats: QuickChatsTable;
    quickChatMessages: QuickChatMessagesTable;
  }
}

export interface QuickChatsTable {
  id: string;
  visitorName: string;
  visitorEmail: string;
  userId: string | null;
  lastMessageAt: string;
  adminReadAt: string | null;
  createdAt: string;
  /** The newest message the visitor's page has received (ADR 0150). */
  visitorReadAt: string | null;
  /** The newest church reply an email has told the visitor about. */
  replyEmailedUpTo: string | null;
}

export interface QuickChatMessagesTable {
  id: string;
  chatId: string;
  senderName: string;
  senderEmail: string;
  senderIsAdmin: Flag;
  message: string;
  createdAt: string;
}
