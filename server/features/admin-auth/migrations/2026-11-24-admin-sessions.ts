import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Admin sessions kept on the server, so signing out, an idle timeout and an account's removal
 * end a session at once. A token names its row by `id` (unguessable); ending a session deletes
 * the row. Times are ISO text like every other table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('admin_id', 'text', (column) =>
      column.notNull().references('admins.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('renewed_at', 'text', (column) => column.notNull())
    .addColumn('idle_expires_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('admin_sessions_admin_id')
    .on('admin_sessions')
    .column('admin_id')
    .execute();
  await db.schema
    .createIndex('admin_sessions_idle_expires_at')
    .on('admin_sessions')
    .column('idle_expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_sessions').execute();
}
