import type { Generated } from 'kysely';
import type { ReactionCounts } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    chatMessages: ChatMessagesTable;
  }
}

export interface ChatMessagesTable extends ReactionCounts {
  id: string;
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  message: string;
  messageType: string;
  /** visible | hidden | held | shadow (see shared/schemas/moderation.ts). */
  state: Generated<string>;
  /** The sender's address, keyed (see the moderation feature): sanctions follow it. */
  addressKey: Generated<string | null>;
  /** The sender's device key, keyed (see the moderation feature): sanctions follow it. */
  deviceKey: Generated<string | null>;
  createdAt: string;
}
