import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * The audit log: one row per staff change. The staff member's username and display name are
 * copied into the row (no foreign key), so entries outlive the account that made them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('staff_username', 'text', (column) => column.notNull())
    .addColumn('staff_name', 'text', (column) => column.notNull())
    .addColumn('staff_role', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('route', 'text', (column) => column.notNull())
    .addColumn('target', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_created_at')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
