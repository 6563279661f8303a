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

export const commentsMigrations: Record<string, Migration> = {
  '2026-11-25-comments-stream-visible': visibleCommentsIndex,
};
