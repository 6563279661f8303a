import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Praying with someone now: requests waiting for a staff member, and what became of them. */
const prayNow: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('pray_now_requests')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('state', 'text', (column) => column.notNull().defaultTo('waiting'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('member_id', 'text')
      .addColumn('request', 'text', (column) => column.notNull())
      .addColumn('stream_id', 'text')
      .addColumn('chat_id', 'text')
      .addColumn('staff_id', 'text')
      .addColumn('staff_name', 'text')
      .addColumn('prayer_request_id', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('decided_at', 'text')
      .execute();
    // The waiting ones, in the order they arrived; those whose time ran out.
    await db.schema
      .createIndex('pray_now_requests_waiting')
      .on('pray_now_requests')
      .columns(['state', 'expires_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('pray_now_requests').execute();
  },
};

export const prayNowMigrations: Record<string, Migration> = {
  '2027-02-01-pray-now': prayNow,
};
