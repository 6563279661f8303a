import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import {
  type TestApp,
  buildTestApp,
  freshPostgresUrl,
} from '#server/platform/testing/build-test-app.js';
import { type TcpProxy, startTcpProxy } from '#server/platform/testing/tcp-proxy.js';

/* PostgreSQL only (vitest project "pg"): its timeouts, through a proxy the test can freeze. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('a PostgreSQL server that stops answering', () => {
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof freshPostgresUrl>>;
  let t: TestApp;

  beforeAll(async () => {
    database = await freshPostgresUrl(POSTGRES_URL);
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await buildTestApp({
      DATABASE_URL: proxy.urlFor(database.url),
      PG_CONNECT_TIMEOUT_MS: '1000',
      PG_STATEMENT_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    proxy.restore();
    await t.app.close();
    await t.dispose();
    await proxy.close();
    await database.drop();
  });

  it('answers 503 with the error shape when a statement waits past statement_timeout', async () => {
    // Another session holds the table, as a long migration or a stuck transaction would.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table testimonies in access exclusive mode');
      const response = await t.request('/api/testimonies');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.body).toEqual({ message: MESSAGES.errors.unavailable });
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await t.request('/api/testimonies')).status).toBe(200);
  });

  it('answers 503, with health naming the database, while the server is frozen, and recovers', async () => {
    proxy.freeze();
    try {
      const response = await t.request('/api/testimonies');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: MESSAGES.errors.unavailable });
      const health = await t.request('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        status: 'unavailable',
        message: 'Failing: database',
        checks: { database: 'failed', dataDir: 'ok' },
      });
    } finally {
      proxy.restore();
    }
    await expect
      .poll(async () => (await t.request('/api/health')).status, { timeout: 15_000 })
      .toBe(200);
    expect((await t.request('/api/testimonies')).status).toBe(200);
  });
});
