import type { Kysely } from 'kysely';
import { newId } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';

export interface WatchSession {
  streamId: string;
  viewerKey: string;
  startedAt: string;
  endedAt: string;
  seconds: number;
}

/** Rows per insert: well under SQLite's bound-parameter limit (6 columns each). */
const INSERT_BATCH = 100;

/** Watch sessions and hourly peaks, written in batches by the viewer counter. */
export function createLiveRepository(db: Kysely<Database>) {
  return {
    async insertSessions(sessions: readonly WatchSession[]) {
      for (let start = 0; start < sessions.length; start += INSERT_BATCH) {
        const batch = sessions.slice(start, start + INSERT_BATCH);
        await db
          .insertInto('watchSessions')
          .values(batch.map((session) => ({ id: newId(), ...session })))
          .execute();
      }
    },

    /** Raises the stream's peak for that hour (instances may race: the higher one stays). */
    async raiseHourPeak(streamId: string, hourStart: string, peak: number) {
      await db
        .insertInto('streamViewerPeaks')
        .values({ streamId, hourStart, peak })
        .onConflict((conflict) =>
          conflict
            .columns(['streamId', 'hourStart'])
            .doUpdateSet({ peak: (eb) => eb.ref('excluded.peak') })
            .where('streamViewerPeaks.peak', '<', (eb) => eb.ref('excluded.peak')),
        )
        .execute();
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
