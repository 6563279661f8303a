import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * The chat list, of one kind or both, read in order off an index (ADR 0086): the id breaks ties
 * of the same millisecond, which the old index left to a sort.
 */
const orderedChatIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('chat_messages_stream_kind_order')
      .on('chat_messages')
      .columns(['stream_id', 'message_type', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_messages_stream_order')
      .on('chat_messages')
      .columns(['stream_id', 'created_at', 'id'])
      .execute();
    // Its columns lead the first new index, which serves every query it did.
    await db.schema.dropIndex('chat_messages_stream').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .createIndex('chat_messages_stream')
      .on('chat_messages')
      .columns(['stream_id', 'message_type', 'created_at'])
      .execute();
    await db.schema.dropIndex('chat_messages_stream_order').execute();
    await db.schema.dropIndex('chat_messages_stream_kind_order').execute();
  },
};

/**
 * Live moderation (ADR 0118): each message's state (visible, hidden, held, shadow) and
 * its sender's keyed address, which sanctions follow.
 */
const chatMessageState: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('chat_messages')
      .addColumn('state', 'text', (column) => column.notNull().defaultTo('visible'))
      .execute();
    await db.schema.alterTable('chat_messages').addColumn('address_key', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('chat_messages').dropColumn('address_key').execute();
    await db.schema.alterTable('chat_messages').dropColumn('state').execute();
  },
};

/**
 * The sender's device key, keyed like the address: sanctions follow one person among the many
 * who share a church's Wi-Fi or a carrier's address.
 */
const deviceKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('chat_messages').addColumn('device_key', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('chat_messages').dropColumn('device_key').execute();
  },
};

export const liveChatMigrations: Record<string, Migration> = {
  '2026-11-25-chat-messages-ordered': orderedChatIndexes,
  '2026-12-02-chat-message-state': chatMessageState,
  '2026-12-20-chat-message-device-key': deviceKeys,
};
