import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Staff invites and "Forgot password?" on the sign-in page: an account waits as invited until
 * its link is used, and links are found by the token's hash; a deleted account takes its links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('invited_at', 'text').execute();
  await db.schema
    .createTable('staff_password_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('admin_id', 'text', (column) =>
      column.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_password_links_by_admin')
    .on('staff_password_links')
    .column('admin_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_password_links').execute();
  await db.schema.alterTable('admins').dropColumn('invited_at').execute();
}
