import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    'test.ping': { hello: string };
  }
}

/* Two app instances sharing one database and one Redis, as behind a load balancer. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type PublicSettings = ApiAnswer<'/api/settings/public'>;

describe('several instances over Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL, LOGIN_MAX_FAILURES: '4' });
    b = await buildTestApp(
      {
        REDIS_URL,
        LOGIN_MAX_FAILURES: '4',
        ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}),
      },
      { dataDir: a.dataDir },
    );
    // Other runs may have left failures for this address in the shared Redis.
    for (const key of ['login:ip:127.0.0.1', 'login:ip-user:127.0.0.1:ghost']) {
      await a.app.realtime.counters.reset(key);
      await a.app.realtime.counters.reset(`${key}:lock`);
    }
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('report Redis in their health check', async () => {
    expect((await a.request<ApiAnswer<'/api/health'>>('/api/health')).body.realtime).toBe('redis');
  });

  it('deliver an event published on one instance to subscribers on the other', async () => {
    let deliver: (payload: { hello: string }) => void = () => {};
    const received = new Promise<{ hello: string }>((resolve) => (deliver = resolve));
    // subscribe() resolves once Redis has acknowledged the subscription, so nothing is missed.
    const unsubscribe = await b.app.realtime.bus.subscribe('test.ping', deliver);
    await a.app.realtime.bus.publish('test.ping', { hello: 'from a' });
    await expect(received).resolves.toEqual({ hello: 'from a' });
    await unsubscribe();
  });

  it('show a settings change made on one instance on the other at once', async () => {
    expect((await b.request<PublicSettings>('/api/settings/public')).body.settings.siteName).toBe(
      DEFAULT_SETTINGS.general.siteName,
    );
    await a.app.settings.update({
      general: { ...DEFAULT_SETTINGS.general, siteName: 'Shared Name' },
    });
    await expect
      .poll(
        async () =>
          (await b.request<PublicSettings>('/api/settings/public')).body.settings.siteName,
        {
          timeout: 3000,
        },
      )
      .toBe('Shared Name');
  });

  it('count failed sign-ins across instances', async () => {
    const fail = (t: TestApp) =>
      t.request('/api/admin/login', {
        method: 'POST',
        json: { username: 'ghost', password: 'wrong-one' },
      });
    expect((await fail(a)).status).toBe(401);
    expect((await fail(b)).status).toBe(401);
    expect((await fail(a)).status).toBe(401);
    expect((await fail(b)).status).toBe(401);
    // The fourth failure locks this address for this username on both instances.
    expect((await fail(a)).status).toBe(429);
    expect((await fail(b)).status).toBe(429);
  });
});
