import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Replies by email (ADR 0150): how far the visitor has read a conversation, and the newest reply
 * an email already told them about.
 */
const replyEmails: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('quick_chats').addColumn('visitor_read_at', 'text').execute();
    await db.schema.alterTable('quick_chats').addColumn('reply_emailed_up_to', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('quick_chats').dropColumn('reply_emailed_up_to').execute();
    await db.schema.alterTable('quick_chats').dropColumn('visitor_read_at').execute();
  },
};

export const quickChatMigrations: Record<string, Migration> = {
  '2026-12-03-quick-chat-reply-emails': replyEmails,
};
