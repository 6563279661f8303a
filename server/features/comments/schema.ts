import type { Generated } from 'kysely';
import type { Flag, ReactionCounts } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    comments: CommentsTable;
  }
}

export interface CommentsTable extends ReactionCounts {
  id: string;
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  content: string;
  isModerated: Generated<Flag>;
  isSpam: Generated<Flag>;
  /** Held for review (word filter, link, Comment Moderation, shadow mute): public once approved. */
  isHeld: Generated<Flag>;
  /** The sender's address, keyed (see the moderation feature): sanctions follow it. */
  addressKey: Generated<string | null>;
  /** The sender's device key, keyed (see the moderation feature): sanctions follow it. */
  deviceKey: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}
