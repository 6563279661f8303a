import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Password reset links (ADR 0127): found by the token's hash; a deleted member takes theirs. */
const passwordResets: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('member_password_resets')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('member_id', 'text', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('member_password_resets_by_member')
      .on('member_password_resets')
      .column('member_id')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('member_password_resets').execute();
  },
};

/** "Sign out everywhere" (a member's own page): every token carries the version it was signed at. */
const tokenVersions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('members')
      .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('members').dropColumn('token_version').execute();
  },
};

export const membersMigrations: Record<string, Migration> = {
  '2026-11-26-member-password-resets': passwordResets,
  '2027-02-10-member-token-versions': tokenVersions,
};
