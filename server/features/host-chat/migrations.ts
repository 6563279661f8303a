import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** The team's own chat beside a stream. */
const hostChat: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('host_chat_messages')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('stream_id', 'text', (column) => column.notNull())
      .addColumn('staff_id', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('host_chat_messages_stream')
      .on('host_chat_messages')
      .columns(['stream_id', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('host_chat_messages').execute();
  },
};

export const hostChatMigrations: Record<string, Migration> = {
  '2027-02-01-host-chat': hostChat,
};
