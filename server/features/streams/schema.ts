import type { Generated } from 'kysely';
import type { Flag, ReactionCounts } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    streams: StreamsTable;
    streamReactions: StreamReactionsTable;
    streamViews: StreamViewsTable;
  }
}

export interface StreamsTable extends ReactionCounts {
  id: string;
  title: string;
  description: string;
  streamUrl: string;
  embedUrl: string;
  streamType: string;
  scheduledDate: string | null;
  tags: string;
  isFeatured: Generated<Flag>;
  isLive: Generated<Flag>;
  isActive: Generated<Flag>;
  /** The most viewers watching at once since the stream was added (counted by the live feature). */
  peakViewers: Generated<number>;
  /** Room controls of the stream's chat: seconds between one person's messages. */
  chatSlowModeSeconds: Generated<number>;
  chatPinnedMessage: Generated<string | null>;
  /** everyone | named | members */
  chatWho: Generated<string>;
  /** When it was last set live (null while offline): with the scheduled time, one going-live. */
  liveSince: string | null;
  /** When it is planned to end, and when its chat opens and closes (null: no such bound). */
  endsAt: Generated<string | null>;
  chatOpensAt: Generated<string | null>;
  chatClosesAt: Generated<string | null>;
  /** Set when the stream plays a recorded video as live, from its scheduled start. */
  videoDurationSeconds: Generated<number | null>;
  createdAt: string;
  updatedAt: string;
}

export interface StreamReactionsTable {
  id: string;
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  reactionType: string;
  createdAt: string;
}

export interface StreamViewsTable {
  id: string;
  streamId: string;
  viewerKey: string;
  /** Start of the window the view counts in (null for views recorded before windows). */
  windowStart: string | null;
  createdAt: string;
}
