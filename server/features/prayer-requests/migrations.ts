import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Prayer care (ADR 0140): the requests, the team's notes, and who prayed. */
const prayerRequests: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('prayer_requests')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('stream_id', 'text')
      .addColumn('chat_message_id', 'text')
      .addColumn('contact_id', 'text')
      .addColumn('member_id', 'text')
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('request', 'text', (column) => column.notNull())
      .addColumn('is_private', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('is_anonymous', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
      .addColumn('is_approved', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('is_urgent', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('state', 'text', (column) => column.notNull().defaultTo('visible'))
      .addColumn('address_key', 'text')
      .addColumn('assigned_to', 'text')
      .addColumn('praise_report', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('prayed_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('closed_at', 'text')
      .execute();
    // The queue (newest first), the wall (approved public ones, newest first), erasing by email.
    await db.schema
      .createIndex('prayer_requests_order')
      .on('prayer_requests')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('prayer_requests_wall')
      .on('prayer_requests')
      .columns(['is_approved', 'is_private', 'created_at'])
      .execute();
    await db.schema
      .createIndex('prayer_requests_email')
      .on('prayer_requests')
      .column('email')
      .execute();
    await db.schema
      .createIndex('prayer_requests_closed')
      .on('prayer_requests')
      .columns(['status', 'closed_at'])
      .execute();
    await db.schema
      .createTable('prayer_request_notes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('prayer_request_id', 'text', (column) =>
        column.notNull().references('prayer_requests.id').onDelete('cascade'),
      )
      .addColumn('staff_id', 'text', (column) => column.notNull())
      .addColumn('staff_name', 'text', (column) => column.notNull())
      .addColumn('note', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('prayer_request_notes_request')
      .on('prayer_request_notes')
      .columns(['prayer_request_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('prayer_request_prayers')
      .addColumn('prayer_request_id', 'text', (column) =>
        column.notNull().references('prayer_requests.id').onDelete('cascade'),
      )
      .addColumn('visitor_key', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('prayer_request_prayers_pk', ['prayer_request_id', 'visitor_key'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('prayer_request_prayers').execute();
    await db.schema.dropTable('prayer_request_notes').execute();
    await db.schema.dropTable('prayer_requests').execute();
  },
};

/**
 * The sender's device key, keyed like the address: sanctions follow one person among the many
 * who share a church's Wi-Fi or a carrier's address.
 */
const deviceKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('prayer_requests').addColumn('device_key', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('prayer_requests').dropColumn('device_key').execute();
  },
};

/** "Email me when it is answered": the sender's wish, and whether the email went. */
const answeredEmails: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('prayer_requests')
      .addColumn('notify_when_answered', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('prayer_requests')
      .addColumn('answered_emailed_at', 'text')
      .execute();
    await db.schema
      .createIndex('prayer_requests_member')
      .on('prayer_requests')
      .columns(['member_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('prayer_requests_member').execute();
    await db.schema.alterTable('prayer_requests').dropColumn('answered_emailed_at').execute();
    await db.schema.alterTable('prayer_requests').dropColumn('notify_when_answered').execute();
  },
};

export const prayerRequestMigrations: Record<string, Migration> = {
  '2026-12-10-prayer-requests': prayerRequests,
  '2026-12-20-prayer-request-device-key': deviceKeys,
  '2027-02-10-prayer-request-answered-emails': answeredEmails,
};
