import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Watch sessions (one row per viewer's time on a stream page) and each stream's peak watching
 * per UTC hour, for Analytics' viewer figures (ADR 0081). Sessions are found by stream and end
 * time, the analytics' filter; a deleted stream takes its rows with it.
 */
const watchSessions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('watch_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('stream_id', 'text', (column) =>
        column.notNull().references('streams.id').onDelete('cascade'),
      )
      .addColumn('viewer_key', 'text', (column) => column.notNull())
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('ended_at', 'text', (column) => column.notNull())
      .addColumn('seconds', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('watch_sessions_by_end')
      .on('watch_sessions')
      .columns(['ended_at', 'stream_id', 'viewer_key'])
      .execute();
    await db.schema
      .createIndex('watch_sessions_by_stream')
      .on('watch_sessions')
      .columns(['stream_id', 'ended_at'])
      .execute();
    await db.schema
      .createTable('stream_viewer_peaks')
      .addColumn('stream_id', 'text', (column) =>
        column.notNull().references('streams.id').onDelete('cascade'),
      )
      .addColumn('hour_start', 'text', (column) => column.notNull())
      .addColumn('peak', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('stream_viewer_peaks_pk', ['stream_id', 'hour_start'])
      .execute();
    await db.schema
      .createIndex('stream_viewer_peaks_by_hour')
      .on('stream_viewer_peaks')
      .columns(['hour_start'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('stream_viewer_peaks').execute();
    await db.schema.dropTable('watch_sessions').execute();
  },
};

export const liveMigrations: Record<string, Migration> = {
  '2026-11-25-watch-sessions': watchSessions,
};
