/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    hostChatMessages: HostChatMessagesTable;
  }
}

export interface HostChatMessagesTable {
  id: string;
  streamId: string;
  staffId: string;
  /** The staff member's display name when they wrote it. */
  name: string;
  message: string;
  createdAt: string;
}
