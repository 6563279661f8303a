import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * The public list (a stream's comments that are not spam, newest first by time then id) read
 * straight off one index, with no sort of its own (ADR 0086).
 */
const visibleCommentsIndex: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('comments_stream_visible')
      .on('comments')
      .columns(['stream_id', 'is_spam', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('comments_stream_visible').execute();
  },
};

/**
 * Live moderation (ADR 0118): a comment held for review, and its sender's keyed
 * address, which sanctions follow.
 */
const heldComments: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('comments')
      .addColumn('is_held', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('comments').addColumn('address_key', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('comments').dropColumn('address_key').execute();
    await db.schema.alterTable('comments').dropColumn('is_held').execute();
  },
};

/**
 * The sender's device key, keyed like the address: sanctions follow one person among the many
 * who share a church's Wi-Fi or a carrier's address.
 */
const deviceKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('comments').addColumn('device_key', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('comments').dropColumn('device_key').execute();
  },
};

export const commentsMigrations: Record<string, Migration> = {
  '2026-11-25-comments-stream-visible': visibleCommentsIndex,
  '2026-12-02-comments-held': heldComments,
  '2026-12-20-comment-device-key': deviceKeys,
};
