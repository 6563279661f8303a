import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';
import { killUnderLoad, restartAndStop } from '#server/platform/testing/kill-under-load.js';
import type { ServerProcess } from '#server/platform/testing/server-process.js';

/*
 * The real server, killed with SIGKILL in the middle of concurrent public writes, then started
 * again: every write it had acknowledged (2xx) is there, and SQLite finds the file sound.
 * The same on PostgreSQL: durability.pg.test.ts.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-durability-'));
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-load (SQLite)', () => {
  it('keeps every acknowledged write, and the database is sound', async () => {
    // The database, with a live stream to write to, made before the server starts.
    const setup = await buildTestApp({ DATABASE_URL: undefined }, { dataDir });
    const stream = await factories(setup.app).stream({ isLive: true });
    await setup.app.close();

    const env = { DATA_DIR: dataDir };
    const acknowledged = await killUnderLoad(env, stream.id, servers);
    // Started again on the same files: SQLite replays its write-ahead log.
    expect(await restartAndStop(env, servers)).toBe(0);

    const db = new SQLite(join(dataDir, 'lampstand.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const missing = acknowledged.filter(
        ({ table, id }) => !db.prepare(`select 1 from ${table} where id = ?`).get(id),
      );
      expect(missing).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});
