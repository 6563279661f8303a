import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationsMigrations } from './migrations.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tables as they stood, with no schema type */

describe('the stream alert marks migration', () => {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  afterAll(() => db.destroy());

  const migration = (name: string) => {
    const found = notificationsMigrations[name];
    if (!found?.down) throw new Error(`no migration ${name}`);
    return { up: found.up, down: found.down };
  };

  it("keeps each stream's last send as its mark, so a stream live at the upgrade does not alert again", async () => {
    await db.schema
      .createTable('streams')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .execute();
    await db
      .insertInto('streams')
      .values([{ id: 's1' }, { id: 's2' }])
      .execute();
    await migration('2026-12-06-stream-alerts').up(db);
    await db
      .insertInto('stream_alert_sends')
      .values([
        {
          stream_id: 's1',
          went_live_at: '2026-11-01T09:00:00.000Z',
          recipients: 3,
          created_at: '2026-11-01T09:00:05.000Z',
        },
        {
          stream_id: 's1',
          went_live_at: '2026-11-08T09:00:00.000Z',
          recipients: 4,
          created_at: '2026-11-08T09:00:05.000Z',
        },
        {
          stream_id: 's2',
          went_live_at: '2026-11-02T18:00:00.000Z',
          recipients: 2,
          created_at: '2026-11-02T18:01:00.000Z',
        },
      ])
      .execute();

    await migration('2026-12-11-stream-alert-marks').up(db);
    const marks = await db
      .selectFrom('stream_alert_marks')
      .selectAll()
      .orderBy('stream_id')
      .execute();
    expect(marks).toEqual([
      {
        stream_id: 's1',
        going_live_at: '2026-11-08T09:00:00.000Z',
        alerted_at: '2026-11-08T09:00:05.000Z',
        recipients: 4,
        skipped: null,
      },
      {
        stream_id: 's2',
        going_live_at: '2026-11-02T18:00:00.000Z',
        alerted_at: '2026-11-02T18:01:00.000Z',
        recipients: 2,
        skipped: null,
      },
    ]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('stream_alert_sends');

    await migration('2026-12-11-stream-alert-marks').down(db);
    expect((await db.introspection.getTables()).map((table) => table.name)).toContain(
      'stream_alert_sends',
    );
  });
});
