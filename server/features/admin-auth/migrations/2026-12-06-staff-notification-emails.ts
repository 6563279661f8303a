import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Staff notification emails: an optional address per staff account, and which
 * emails it wants (new members, posts waiting for review). Nobody is emailed until they opt in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('email', 'text').execute();
  await db.schema
    .alterTable('admins')
    .addColumn('notify_new_members', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('notify_moderation', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('notify_moderation').execute();
  await db.schema.alterTable('admins').dropColumn('notify_new_members').execute();
  await db.schema.alterTable('admins').dropColumn('email').execute();
}
