import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/**
 * Stream alerts: one subscription per address (lower case), found by its confirm
 * token's hash and by its unsubscribe token; and one row per going-live that alerts went out
 * for, whose key makes the sending once-only over every instance.
 */
const streamAlerts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('stream_alert_subscriptions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('confirm_token_hash', 'text', (column) => column.unique())
      .addColumn('confirm_expires_at', 'text')
      .addColumn('confirmed_at', 'text')
      .addColumn('unsubscribe_token', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('stream_alert_sends')
      .addColumn('stream_id', 'text', (column) =>
        column.notNull().references('streams.id').onDelete('cascade'),
      )
      .addColumn('went_live_at', 'text', (column) => column.notNull())
      .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('stream_alert_sends_pk', ['stream_id', 'went_live_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('stream_alert_sends').execute();
    await db.schema.dropTable('stream_alert_subscriptions').execute();
  },
};

/** The last staff email of each kind, updated compare-and-set so instances never both send. */
const staffNotificationMarks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staff_notification_marks')
      .addColumn('kind', 'text', (column) => column.primaryKey())
      .addColumn('last_sent_at', 'text')
      .addColumn('covered_until', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('staff_notification_marks').execute();
  },
};

/**
 * One mark per stream instead of one row per going-live: going live again soon after an alert
 * sends nothing, which needs the stream's last alert, not the going-live's own. Each stream's
 * last send becomes its mark, so streams live at the upgrade do not alert again.
 */
const streamAlertMarks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('stream_alert_marks')
      .addColumn('stream_id', 'text', (column) =>
        column.primaryKey().references('streams.id').onDelete('cascade'),
      )
      .addColumn('going_live_at', 'text', (column) => column.notNull())
      .addColumn('alerted_at', 'text')
      .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('skipped', 'text')
      .execute();
    const sends = (await db
      .selectFrom('stream_alert_sends')
      .selectAll()
      .orderBy('went_live_at')
      .execute()) as {
      stream_id: string;
      went_live_at: string;
      recipients: number;
      created_at: string;
    }[];
    const last = new Map(sends.map((send) => [send.stream_id, send]));
    for (const send of last.values()) {
      await db
        .insertInto('stream_alert_marks')
        .values({
          stream_id: send.stream_id,
          going_live_at: send.went_live_at,
          alerted_at: send.created_at,
          recipients: send.recipients,
          skipped: null,
        })
        .execute();
    }
    await db.schema.dropTable('stream_alert_sends').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .createTable('stream_alert_sends')
      .addColumn('stream_id', 'text', (column) =>
        column.notNull().references('streams.id').onDelete('cascade'),
      )
      .addColumn('went_live_at', 'text', (column) => column.notNull())
      .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('stream_alert_sends_pk', ['stream_id', 'went_live_at'])
      .execute();
    await db.schema.dropTable('stream_alert_marks').execute();
  },
};

export const notificationsMigrations: Record<string, Migration> = {
  '2026-12-06-stream-alerts': streamAlerts,
  '2026-12-06-staff-notification-marks': staffNotificationMarks,
  '2026-12-11-stream-alert-marks': streamAlertMarks,
};
