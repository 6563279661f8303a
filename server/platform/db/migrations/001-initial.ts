import type { CreateTableBuilder, Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against no schema type */

const timestamps = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());

const reactionCounts = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('reaction_amen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reaction_praise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reaction_fire', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reaction_heart', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reaction_sad', 'integer', (c) => c.notNull().defaultTo(0));

const streamReference = (c: any) => c.notNull().references('streams.id').onDelete('cascade');

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(
    db.schema
      .createTable('admins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('totp_secret', 'text'),
  ).execute();

  await timestamps(
    db.schema
      .createTable('members')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('audience_size', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('expectations', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_blocked', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('members_created_at').on('members').column('created_at').execute();

  await timestamps(
    reactionCounts(
      db.schema
        .createTable('streams')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('stream_url', 'text', (c) => c.notNull())
        .addColumn('embed_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('stream_type', 'text', (c) => c.notNull().defaultTo('other'))
        .addColumn('scheduled_date', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
    ),
  ).execute();
  await db.schema
    .createIndex('streams_active_live')
    .on('streams')
    .columns(['is_active', 'is_live', 'scheduled_date'])
    .execute();

  await db.schema
    .createTable('stream_reactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', streamReference)
    .addColumn('member_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('reaction_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stream_reactions_stream')
    .on('stream_reactions')
    .columns(['stream_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('stream_views')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', streamReference)
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stream_views_created_at')
    .on('stream_views')
    .columns(['created_at', 'stream_id'])
    .execute();

  await timestamps(
    reactionCounts(
      db.schema
        .createTable('comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('stream_id', 'text', streamReference)
        .addColumn('member_id', 'text')
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('user_email', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('is_moderated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_spam', 'integer', (c) => c.notNull().defaultTo(0)),
    ),
  ).execute();
  await db.schema
    .createIndex('comments_stream')
    .on('comments')
    .columns(['stream_id', 'created_at'])
    .execute();
  await db.schema.createIndex('comments_created_at').on('comments').column('created_at').execute();

  await reactionCounts(
    db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('stream_id', 'text', streamReference)
      .addColumn('member_id', 'text')
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('user_email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('message_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('chat_messages_stream')
    .on('chat_messages')
    .columns(['stream_id', 'message_type', 'created_at'])
    .execute();

  await timestamps(
    db.schema
      .createTable('events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('video_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('video_duration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('category', 'text', (c) => c.notNull().defaultTo('main')),
  ).execute();
  await db.schema
    .createIndex('events_start_date')
    .on('events')
    .columns(['start_date', 'category'])
    .execute();

  await db.schema
    .createTable('general_chats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('visitor_name', 'text', (c) => c.notNull())
    .addColumn('visitor_email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('admin_read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('general_chats_last_message')
    .on('general_chats')
    .column('last_message_at')
    .execute();

  await db.schema
    .createTable('general_chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) =>
      c.notNull().references('general_chats.id').onDelete('cascade'),
    )
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('sender_is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('general_chat_messages_chat')
    .on('general_chat_messages')
    .columns(['chat_id', 'created_at'])
    .execute();

  await timestamps(
    db.schema
      .createTable('testimonies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('testimony', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
      .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('testimonies_approved')
    .on('testimonies')
    .columns(['is_approved', 'created_at'])
    .execute();

  await timestamps(
    db.schema
      .createTable('contacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('response', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('contacts_status')
    .on('contacts')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'settings',
    'contacts',
    'testimonies',
    'general_chat_messages',
    'general_chats',
    'events',
    'chat_messages',
    'comments',
    'stream_views',
    'stream_reactions',
    'streams',
    'members',
    'admins',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
