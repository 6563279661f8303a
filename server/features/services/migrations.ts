import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Services on a schedule, and what single occurrences have of their own. */
const services: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('services')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('starts_at', 'text', (column) => column.notNull())
      .addColumn('repeat', 'text', (column) => column.notNull())
      .addColumn('weekdays', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('until', 'text')
      .addColumn('duration_minutes', 'integer', (column) => column.notNull())
      .addColumn('chat_opens_minutes_before', 'integer', (column) => column.notNull())
      .addColumn('chat_closes_minutes_after', 'integer', (column) => column.notNull())
      .addColumn('mode', 'text', (column) => column.notNull())
      .addColumn('stream_url', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('video_url', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('video_duration_seconds', 'integer')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('service_occurrences')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('service_id', 'text', (column) =>
        column.notNull().references('services.id').onDelete('cascade'),
      )
      .addColumn('scheduled_starts_at', 'text', (column) => column.notNull())
      .addColumn('cancelled', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('starts_at', 'text')
      .addColumn('title', 'text')
      .addColumn('duration_minutes', 'integer')
      .addColumn('stream_id', 'text')
      .addColumn('went_live_at', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('service_occurrences_one_per_start', [
        'service_id',
        'scheduled_starts_at',
      ])
      .execute();
    // A chat write asks which occurrence its room belongs to.
    await db.schema
      .createIndex('service_occurrences_stream')
      .on('service_occurrences')
      .column('stream_id')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('service_occurrences').execute();
    await db.schema.dropTable('services').execute();
  },
};

/** A service's plan of moments, posted to each occurrence's room at their offsets. */
const momentPlan: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('services')
      .addColumn('moments', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('services').dropColumn('moments').execute();
  },
};

export const servicesMigrations: Record<string, Migration> = {
  '2026-12-21-services': services,
  '2027-01-20-service-moment-plan': momentPlan,
};
