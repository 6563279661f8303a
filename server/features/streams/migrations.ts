import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * One view per viewer, stream and time window, held by the database (ADR 0068): `window_start`
 * names the window a view falls in, and a unique index lets an insert of a second view in the
 * same window do nothing, found by index however large the audience. Views recorded before keep
 * NULL there: NULLs never collide in a unique index, on SQLite as on PostgreSQL.
 */
const streamViewWindows: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('stream_views').addColumn('window_start', 'text').execute();
    await db.schema
      .createIndex('stream_views_once_per_window')
      .on('stream_views')
      .columns(['stream_id', 'viewer_key', 'window_start'])
      .unique()
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('stream_views_once_per_window').execute();
    await db.schema.alterTable('stream_views').dropColumn('window_start').execute();
  },
};

/** The most viewers watching at once, kept per stream for Stream Management (ADR 0081). */
const streamPeakViewers: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('streams')
      .addColumn('peak_viewers', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('streams').dropColumn('peak_viewers').execute();
  },
};

/** A stream's chat room controls (ADR 0119): slow mode, pinned message, who may post. */
const streamChatRoom: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('streams')
      .addColumn('chat_slow_mode_seconds', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('streams').addColumn('chat_pinned_message', 'text').execute();
    await db.schema
      .alterTable('streams')
      .addColumn('chat_who', 'text', (column) => column.notNull().defaultTo('everyone'))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('streams').dropColumn('chat_who').execute();
    await db.schema.alterTable('streams').dropColumn('chat_pinned_message').execute();
    await db.schema.alterTable('streams').dropColumn('chat_slow_mode_seconds').execute();
  },
};

/**
 * When a stream was set live: alerts go once per going-live. Streams live before this
 * have no such moment and send none until they are set live again.
 */
const streamLiveSince: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('streams').addColumn('live_since', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('streams').dropColumn('live_since').execute();
  },
};

/**
 * A stream's own times beyond its start: when it ends and when its chat opens and closes (a
 * service's room has all three), and the length of a recorded video it plays as live.
 */
const streamChatWindow: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('streams').addColumn('ends_at', 'text').execute();
    await db.schema.alterTable('streams').addColumn('chat_opens_at', 'text').execute();
    await db.schema.alterTable('streams').addColumn('chat_closes_at', 'text').execute();
    await db.schema.alterTable('streams').addColumn('video_duration_seconds', 'integer').execute();
  },
  async down(db: Kysely<any>) {
    for (const column of ['video_duration_seconds', 'chat_closes_at', 'chat_opens_at', 'ends_at']) {
      await db.schema.alterTable('streams').dropColumn(column).execute();
    }
  },
};

export const streamsMigrations: Record<string, Migration> = {
  '2026-12-21-stream-chat-window': streamChatWindow,
  '2026-12-06-stream-live-since': streamLiveSince,
  '2026-12-02-stream-chat-room': streamChatRoom,
  '2026-11-24-stream-view-windows': streamViewWindows,
  '2026-11-25-stream-peak-viewers': streamPeakViewers,
};
