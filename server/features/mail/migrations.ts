import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** The mail queue and outbox (ADR 0126): found by status and due time, listed newest first. */
const mailMessages: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('mail_messages')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('to_address', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('text_body', 'text', (column) => column.notNull())
      .addColumn('html_body', 'text')
      .addColumn('headers', 'text')
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('claimed_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('mail_messages_due')
      .on('mail_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('mail_messages_newest')
      .on('mail_messages')
      .columns(['created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('mail_messages').execute();
  },
};

export const mailMigrations: Record<string, Migration> = {
  '2026-11-26-mail-messages': mailMessages,
};
