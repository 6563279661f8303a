import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Upcoming events in their order (start, then id) off an index, with no sort (ADR 0086). */
const upcomingOrderIndex: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('events_start_order')
      .on('events')
      .columns(['start_date', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('events_start_order').execute();
  },
};

export const eventsMigrations: Record<string, Migration> = {
  '2026-11-25-events-start-order': upcomingOrderIndex,
};
