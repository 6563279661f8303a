import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Staff accounts: each admin row gains the name it is shown by and a role. Existing accounts
 * (the first admin from the environment) stay `admin` and keep speaking as "Admin", as every
 * quick-chat reply did so far, until someone renames them in the Staff section.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('display_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('admin'))
    .execute();
  await sql`update admins set display_name = 'Admin' where display_name = ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('role').execute();
  await db.schema.alterTable('admins').dropColumn('display_name').execute();
}
