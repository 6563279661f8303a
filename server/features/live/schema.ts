/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    watchSessions: WatchSessionsTable;
    streamViewerPeaks: StreamViewerPeaksTable;
  }
}

/** One viewer's time on a stream's page: an event stream from open to close, or a run of polls. */
export interface WatchSessionsTable {
  id: string;
  streamId: string;
  viewerKey: string;
  startedAt: string;
  endedAt: string;
  seconds: number;
}

/** The most viewers watching a stream at once within each UTC hour, for Analytics' periods. */
export interface StreamViewerPeaksTable {
  streamId: string;
  hourStart: string;
  peak: number;
}
