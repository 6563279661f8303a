import type { Generated } from 'kysely';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    events: EventsTable;
  }
}

export interface EventsTable {
  id: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string | null;
  location: string;
  imageUrl: string;
  videoUrl: string;
  videoDuration: Generated<number>;
  category: string;
  createdAt: string;
  updatedAt: string;
}
