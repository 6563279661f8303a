import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Timeouts, bans and shadow mutes (ADR 0121), found by each key a post carries. */
const sanctions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sanctions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('member_id', 'text')
      .addColumn('email', 'text')
      .addColumn('address_key', 'text')
      .addColumn('user_name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text')
      .execute();
    for (const column of ['member_id', 'email', 'address_key']) {
      await db.schema.createIndex(`sanctions_${column}`).on('sanctions').column(column).execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sanctions').execute();
  },
};

/**
 * What a sanction came from and who set it, for the panel's list (ADR 0130). Sanctions made
 * before keep nulls: the list then says only whom they are against.
 */
const sanctionSources: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sanctions').addColumn('source', 'text').execute();
    await db.schema.alterTable('sanctions').addColumn('source_text', 'text').execute();
    await db.schema.alterTable('sanctions').addColumn('created_by', 'text').execute();
  },
  async down(db: Kysely<any>) {
    for (const column of ['created_by', 'source_text', 'source']) {
      await db.schema.alterTable('sanctions').dropColumn(column).execute();
    }
  },
};

/**
 * A sanction follows the device a guest posted from (ADR 0166). Its address key is now kept only
 * when the moderator chose to cover the network; sanctions made before keep theirs, as they did
 * cover it.
 */
const sanctionDevices: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sanctions').addColumn('device_key', 'text').execute();
    await db.schema
      .createIndex('sanctions_device_key')
      .on('sanctions')
      .column('device_key')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sanctions_device_key').execute();
    await db.schema.alterTable('sanctions').dropColumn('device_key').execute();
  },
};

export const moderationMigrations: Record<string, Migration> = {
  '2026-12-02-sanctions': sanctions,
  '2026-12-10-sanction-sources': sanctionSources,
  '2026-12-20-sanction-devices': sanctionDevices,
};
