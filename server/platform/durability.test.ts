import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import {
  type ServerProcess,
  spawnServer,
  waitUntilServing,
} from '#server/platform/testing/server-process.js';

/*
 * The real server, killed with SIGKILL in the middle of concurrent public writes, then started
 * again: every write it had acknowledged (2xx) is there, and SQLite finds the file sound.
 */
const WORKERS = 12;
/** Acknowledged writes before the kill; writes keep going until the process dies. */
const ACKNOWLEDGED_BEFORE_KILL = 240;

type Table = 'comments' | 'chat_messages' | 'contacts';
interface Write {
  path: string;
  table: Table;
  body: (n: number) => Record<string, unknown>;
  id: (response: Record<string, { _id: string }>) => string;
}

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

    const writes: Write[] = [
      {
        path: '/api/user/comment',
        table: 'comments',
        body: (n) => ({ streamId: stream.id, userName: 'Grace', content: `Comment ${n}` }),
        id: (response) => response.comment!._id,
      },
      {
        path: '/api/user/chat-message',
        table: 'chat_messages',
        body: (n) => ({ streamId: stream.id, userName: 'Samuel', message: `Chat ${n}` }),
        id: (response) => response.chatMessage!._id,
      },
      {
        path: '/api/user/chat-message',
        table: 'chat_messages',
        body: (n) => ({
          streamId: stream.id,
          userName: 'Hannah',
          message: `Please pray for us, ${n}`,
          messageType: 'prayer',
        }),
        id: (response) => response.chatMessage!._id,
      },
      {
        path: '/api/user/contact',
        table: 'contacts',
        body: (n) => ({
          name: 'Dorcas',
          email: `dorcas-${n}@example.com`,
          subject: 'Prayer Request',
          message: `Contact ${n}`,
        }),
        id: (response) => response.contact!._id,
      },
    ];

    const server = await spawnServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' });
    servers.push(server);
    await waitUntilServing(server);

    const acknowledged: { table: Table; id: string }[] = [];
    let dead = false;
    let reachedTarget: () => void = () => {};
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    let sent = 0;
    const worker = async () => {
      while (!dead) {
        const n = sent++;
        const write = writes[n % writes.length]!;
        try {
          const response = await fetch(server.baseUrl + write.path, {
            method: 'POST',
            // A new address each time, so the per-address limits never refuse the load.
            headers: { 'content-type': 'application/json', ...freshClient() },
            body: JSON.stringify(write.body(n)),
          });
          if (response.status === 201) {
            const body = (await response.json()) as Record<string, { _id: string }>;
            acknowledged.push({ table: write.table, id: write.id(body) });
            if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedTarget();
          } else {
            throw new Error(`unexpected ${response.status}: ${await response.text()}`);
          }
        } catch (error) {
          // After the kill, requests in flight fail: those were never acknowledged.
          if (!dead) throw error;
        }
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    await Promise.race([target, load]);
    // Requests still in flight meet the kill; from here a failed request is expected.
    dead = true;
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await load;
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    // Started again on the same files: SQLite replays its write-ahead log.
    const restarted = await spawnServer({ DATA_DIR: dataDir });
    servers.push(restarted);
    await waitUntilServing(restarted);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

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
