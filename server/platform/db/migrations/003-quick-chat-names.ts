import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * The visitor ↔ church conversations are called quick chats everywhere in the code; the tables
 * follow (the spec's "general chat" API paths stay as they are).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('general_chats').renameTo('quick_chats').execute();
  await db.schema.alterTable('general_chat_messages').renameTo('quick_chat_messages').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quick_chat_messages').renameTo('general_chat_messages').execute();
  await db.schema.alterTable('quick_chats').renameTo('general_chats').execute();
}
