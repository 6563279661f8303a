import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** The follow-up queue: every moment answer with contact details. */
const followUps: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('follow_ups')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('moment_id', 'text', (column) => column.notNull())
      .addColumn('moment_title', 'text', (column) => column.notNull())
      .addColumn('stream_id', 'text', (column) => column.notNull())
      .addColumn('stream_title', 'text', (column) => column.notNull())
      .addColumn('service_id', 'text')
      .addColumn('member_id', 'text')
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('note', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
      .addColumn('assigned_to', 'text')
      .addColumn('team_note', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('is_urgent', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_emailed_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('closed_at', 'text')
      .execute();
    // The queue (urgent first, newest first), "mine", erasing by email, retention.
    await db.schema
      .createIndex('follow_ups_order')
      .on('follow_ups')
      .columns(['is_urgent', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('follow_ups_assigned')
      .on('follow_ups')
      .columns(['assigned_to', 'status'])
      .execute();
    await db.schema.createIndex('follow_ups_email').on('follow_ups').column('email').execute();
    await db.schema
      .createIndex('follow_ups_closed')
      .on('follow_ups')
      .columns(['status', 'closed_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('follow_ups').execute();
  },
};

export const followUpMigrations: Record<string, Migration> = {
  '2027-01-20-follow-ups': followUps,
};
