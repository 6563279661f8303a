import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

/** Subscriptions, their topics, the delivery queue and the once-only send marks (ADR 0222). */
const pushTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('endpoint', 'text', (column) => column.notNull().unique())
      .addColumn('p256dh', 'text', (column) => column.notNull())
      .addColumn('auth', 'text', (column) => column.notNull())
      // A deleted account takes its browsers' subscriptions with it.
      .addColumn('member_id', 'text', (column) =>
        column.references('members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('push_subscriptions_member')
      .on('push_subscriptions')
      .column('member_id')
      .execute();

    await db.schema
      .createTable('push_subscription_topics')
      .addColumn('subscription_id', 'text', (column) =>
        column.notNull().references('push_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('topic', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('push_subscription_topics_pk', ['subscription_id', 'topic'])
      .execute();
    await db.schema
      .createIndex('push_subscription_topics_topic')
      .on('push_subscription_topics')
      .columns(['topic', 'subscription_id'])
      .execute();

    await db.schema
      .createTable('push_deliveries')
      .addColumn('message_id', 'text', (column) => column.notNull())
      .addColumn('subscription_id', 'text', (column) =>
        column.notNull().references('push_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('push_topic', 'text', (column) => column.notNull())
      .addColumn('urgency', 'text', (column) => column.notNull())
      .addColumn('ttl_seconds', 'integer', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('claimed_until', 'text')
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('push_deliveries_pk', ['message_id', 'subscription_id'])
      .execute();
    await db.schema
      .createIndex('push_deliveries_due')
      .on('push_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('push_deliveries_subscription')
      .on('push_deliveries')
      .column('subscription_id')
      .execute();

    await db.schema
      .createTable('push_sends')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('subject_id', 'text', (column) => column.notNull())
      .addColumn('occasion', 'text', (column) => column.notNull())
      .addColumn('sent', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('push_sends_pk', ['kind', 'subject_id', 'occasion'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('push_sends').execute();
    await db.schema.dropTable('push_deliveries').execute();
    await db.schema.dropTable('push_subscription_topics').execute();
    await db.schema.dropTable('push_subscriptions').execute();
  },
};

export const pushMigrations: Record<string, Migration> = {
  '2027-03-01-push-tables': pushTables,
};
