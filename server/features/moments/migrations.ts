import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Moments on a stream and the answers of the people who responded, one row per person. */
const moments: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('moments')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('stream_id', 'text', (column) => column.notNull())
      .addColumn('service_id', 'text')
      .addColumn('occurrence_starts_at', 'text')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('action_label', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('action_url', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('ask_contact', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('opens_at', 'text', (column) => column.notNull())
      .addColumn('closes_at', 'text', (column) => column.notNull())
      .addColumn('closed', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('closed_at', 'text')
      .addColumn('responses', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    // A stream's moments, newest first; the open ones a late viewer is shown.
    await db.schema
      .createIndex('moments_stream')
      .on('moments')
      .columns(['stream_id', 'opens_at'])
      .execute();
    // The closer's look for open moments whose time has passed.
    await db.schema
      .createIndex('moments_open')
      .on('moments')
      .columns(['closed', 'closes_at'])
      .execute();
    await db.schema
      .createIndex('moments_occurrence')
      .on('moments')
      .columns(['service_id', 'occurrence_starts_at'])
      .execute();
    await db.schema
      .createTable('moment_answers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('moment_id', 'text', (column) =>
        column.notNull().references('moments.id').onDelete('cascade'),
      )
      .addColumn('identity_key', 'text', (column) => column.notNull())
      .addColumn('member_id', 'text')
      .addColumn('email_key', 'text')
      .addColumn('visitor_key', 'text')
      .addColumn('device_key', 'text')
      .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      // The same person counts once, even when two of their taps arrive together.
      .addUniqueConstraint('moment_answers_one_per_person', ['moment_id', 'identity_key'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('moment_answers').execute();
    await db.schema.dropTable('moments').execute();
  },
};

/** The planned moments already posted to an occurrence's room: each claimed once, by one instance. */
const planPosts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('moment_plan_posts')
      .addColumn('service_id', 'text', (column) => column.notNull())
      .addColumn('occurrence_starts_at', 'text', (column) => column.notNull())
      .addColumn('plan_key', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('moment_plan_posts_once', [
        'service_id',
        'occurrence_starts_at',
        'plan_key',
      ])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('moment_plan_posts').execute();
  },
};

export const momentsMigrations: Record<string, Migration> = {
  '2027-01-20-moments': moments,
  '2027-01-21-moment-plan-posts': planPosts,
};
