import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Sermons and their series; a replay is made once per service occurrence. */
const sermons: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sermon_series')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('artwork_url', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('sermons')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('preacher', 'text', (column) => column.notNull().defaultTo(''))
      // Deleting a series leaves its sermons in none.
      .addColumn('series_id', 'text', (column) =>
        column.references('sermon_series.id').onDelete('set null'),
      )
      .addColumn('scripture', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('books', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('preached_at', 'text', (column) => column.notNull())
      .addColumn('summary', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('video_url', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('audio_url', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('audio_bytes', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('audio_type', 'text')
      .addColumn('duration_seconds', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('published', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('stream_id', 'text')
      .addColumn('service_id', 'text')
      .addColumn('occurrence_starts_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      // A service occurrence's replay is made once, whichever instance sees it end first.
      .addUniqueConstraint('sermons_one_per_occurrence', ['service_id', 'occurrence_starts_at'])
      .execute();
    // The public library: published sermons, the latest preached first.
    await db.schema
      .createIndex('sermons_published_preached')
      .on('sermons')
      .columns(['published', 'preached_at', 'id'])
      .execute();
    await db.schema.createIndex('sermons_series').on('sermons').column('series_id').execute();
    // The replay page asks whether a retired room's chat belongs to a published sermon.
    await db.schema.createIndex('sermons_stream').on('sermons').column('stream_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sermons').execute();
    await db.schema.dropTable('sermon_series').execute();
  },
};

export const sermonsMigrations: Record<string, Migration> = {
  '2027-01-10-sermons': sermons,
};
