import type { Flag } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    sermonSeries: SermonSeriesTable;
    sermons: SermonsTable;
  }
}

export interface SermonSeriesTable {
  id: string;
  title: string;
  description: string;
  artworkUrl: string;
  /** Lower first; series of the same order by title. */
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface SermonsTable {
  id: string;
  title: string;
  /** Empty only on a replay's draft, until the team names who preached. */
  preacher: string;
  /** Null when the sermon is in no series (also once its series is deleted). */
  seriesId: string | null;
  /** As the team wrote it: "John 3:1–21; Romans 8". */
  scripture: string;
  /** The books it reads as OSIS codes between commas (",John,Rom,"), so a LIKE finds one. */
  books: string;
  preachedAt: string;
  summary: string;
  /** Markdown. */
  notes: string;
  videoUrl: string;
  audioUrl: string;
  audioBytes: number;
  /** audio/mpeg | audio/mp4, or null without audio. */
  audioType: string | null;
  durationSeconds: number;
  published: Flag;
  /** The service room the sermon was recorded in, whose chat the replay shows. */
  streamId: string | null;
  /** The service occurrence a replay was made from: its service and scheduled start. */
  serviceId: string | null;
  occurrenceStartsAt: string | null;
  createdAt: string;
  updatedAt: string;
}
