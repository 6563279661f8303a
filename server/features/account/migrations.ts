import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** A member's email change, confirmed by a link to the new address; a deleted member takes it. */
const emailChanges: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('member_email_changes')
      .addColumn('member_id', 'text', (column) =>
        column.primaryKey().references('members.id').onDelete('cascade'),
      )
      .addColumn('new_email', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('member_email_changes').execute();
  },
};

export const accountMigrations: Record<string, Migration> = {
  '2027-02-10-member-email-changes': emailChanges,
};
