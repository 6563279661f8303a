import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshPostgresUrl } from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';
import { killUnderLoad, restartAndStop } from '#server/platform/testing/kill-under-load.js';
import type { ServerProcess } from '#server/platform/testing/server-process.js';

/*
 * PostgreSQL only (vitest project "pg"): the real server killed with SIGKILL in the middle of
 * concurrent public writes; after a restart every acknowledged write is in the database and
 * amcheck finds the written tables' indexes sound.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-durability-pg-'));
const servers: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof freshPostgresUrl>> | undefined;
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-load (PostgreSQL)', () => {
  it('keeps every acknowledged write', async () => {
    database = await freshPostgresUrl(POSTGRES_URL);
    const setup = await buildTestApp({ DATABASE_URL: database.url }, { dataDir });
    const stream = await factories(setup.app).stream({ isLive: true });
    await setup.app.close();

    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const acknowledged = await killUnderLoad(env, stream.id, servers);
    expect(await restartAndStop(env, servers)).toBe(0);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const missing: typeof acknowledged = [];
      for (const write of acknowledged) {
        const found = await client.query(`select 1 from ${write.table} where id = $1`, [write.id]);
        if (found.rowCount !== 1) missing.push(write);
      }
      expect(missing).toEqual([]);
      // PostgreSQL's own checker (amcheck) finds every index of the written tables sound.
      await client.query('create extension if not exists amcheck');
      const checked = await client.query(
        `select bt_index_check(index.indexrelid, true) from pg_index index
           join pg_class tab on tab.oid = index.indrelid
           join pg_am am on am.oid = (select relam from pg_class where oid = index.indexrelid)
          where tab.relname = any($1) and am.amname = 'btree'`,
        [['comments', 'chat_messages', 'contacts']],
      );
      expect(checked.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  }, 120_000);
});
