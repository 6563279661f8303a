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

export const liveChatMigrations: Record<string, Migration> = {
  '2026-11-25-chat-messages-ordered': orderedChatIndexes,
};
