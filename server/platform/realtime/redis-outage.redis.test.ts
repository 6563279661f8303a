import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';
import { type TcpProxy, startTcpProxy } from '#server/platform/testing/tcp-proxy.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    'test.outage': { step: string };
  }
}

/*
 * Instance A reaches Redis through a proxy the test cuts and restores; instance B reaches it
 * directly. While Redis is gone, A carries on alone; once it is back, A and B hear each other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function collector() {
  const received: string[] = [];
  return { received, handler: (payload: { step: string }) => received.push(payload.step) };
}

describe('an instance whose Redis goes away', () => {
  let proxy: TcpProxy;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    a = await buildTestApp({ REDIS_URL: proxy.urlFor(REDIS_URL), TRUST_PROXY: '1' });
    b = await buildTestApp(
      { REDIS_URL, ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}) },
      { dataDir: a.dataDir },
    );
  });
  afterAll(async () => {
    proxy.restore();
    await b.app.close();
    await a.close();
    await proxy.close();
  });

  it('keeps delivering its own events, keeps its rate limits, and says so in its health', async () => {
    const beforeOutage = collector();
    await a.app.realtime.bus.subscribe('test.outage', beforeOutage.handler);

    proxy.cut();
    await expect.poll(() => a.app.realtime.redis?.status).not.toBe('ready');

    // Subscribed while Redis is gone: subscribed on Redis once it is back (next test).
    const duringOutage = collector();
    await a.app.realtime.bus.subscribe('test.outage', duringOutage.handler);
    await a.app.realtime.bus.publish('test.outage', { step: 'alone' });
    await expect.poll(() => beforeOutage.received).toEqual(['alone']);
    await expect.poll(() => duringOutage.received).toEqual(['alone']);

    const client = freshClient();
    const send = () =>
      a.request('/api/user/contact', {
        method: 'POST',
        headers: client,
        json: {
          name: 'Outage Tester',
          email: 'outage@example.com',
          subject: 'General Inquiry',
          message: 'Written while Redis is away.',
        },
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);

    const health = await a.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'degraded',
      checks: { database: 'ok', dataDir: 'ok', redis: 'failed' },
    });
  });

  it('reconnects by itself and hears the other instance again', async () => {
    proxy.restore();
    await expect
      .poll(async () => (await a.request<ApiAnswer<'/api/health'>>('/api/health')).body.status, {
        timeout: 15_000,
      })
      .toBe('ok');

    const onA = collector();
    const onB = collector();
    await a.app.realtime.bus.subscribe('test.outage', onA.handler);
    await b.app.realtime.bus.subscribe('test.outage', onB.handler);
    // A's subscriber may still be resubscribing just after it is ready: publish until heard.
    await expect
      .poll(
        async () => {
          await b.app.realtime.bus.publish('test.outage', { step: 'from b' });
          return onA.received.includes('from b');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await a.app.realtime.bus.publish('test.outage', { step: 'from a' });
    await expect.poll(() => onB.received.includes('from a')).toBe(true);
  });
});
