import SQLite from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.app.close();
    await t.dispose();
  });

  it('answers 200 with every check when all is well', async () => {
    const health = await t.request<ApiAnswer<'/api/health'>>('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.body).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', dataDir: 'ok' },
    });
    expect(health.body.checks).not.toHaveProperty('redis');
  });

  it('answers a write 503 when the database stays locked past busy_timeout', async () => {
    // SQLite's own lock, also when the suite runs on PostgreSQL.
    const sqliteApp = await buildTestApp({ DATABASE_URL: undefined });
    // Another process holding SQLite's write lock, as a stuck backup or a manual session would.
    const other = new SQLite(join(sqliteApp.dataDir, 'lampstand.sqlite'));
    try {
      other.exec('begin exclusive');
      const response = await sqliteApp.request('/api/user/contact', {
        method: 'POST',
        json: {
          name: 'Locked Out',
          email: 'locked@example.com',
          subject: 'General Inquiry',
          message: 'Sent while the database is locked.',
        },
      });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: MESSAGES.errors.unavailable });
    } finally {
      other.exec('rollback');
      other.close();
      await sqliteApp.close();
    }
  });

  it('answers 503 naming the data folder when it is gone', async () => {
    rmSync(t.dataDir, { recursive: true, force: true });
    const health = await t.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      status: 'unavailable',
      message: 'Failing: data folder',
      checks: { dataDir: 'failed' },
    });
  });
});
