import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.body).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', dataDir: 'ok' },
    });
    expect(health.body.checks).not.toHaveProperty('redis');
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
