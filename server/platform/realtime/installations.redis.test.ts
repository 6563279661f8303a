import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { freshClient } from '#server/platform/testing/factories.js';

/*
 * Two unrelated installations (each its own signing secret and database) on one Redis, the
 * first with two instances: the two instances of one installation share events and counters,
 * the other installation hears and counts none of them.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('installations sharing one Redis', () => {
  let first: TestApp;
  let firstAgain: TestApp;
  let other: TestApp;
  const open: EventStreamClient[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL, LOGIN_MAX_FAILURES: '3' };
    first = await buildTestApp(env);
    firstAgain = await buildTestApp(
      { ...env, ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}) },
      { dataDir: first.dataDir },
    );
    other = await buildTestApp(env);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await firstAgain.app.close();
    await first.close();
    await other.close();
  });

  const panel = async (t: TestApp) => {
    const client = await openEventStream(`${t.baseUrl}${API.adminLive}`, await adminAuthHeader(t));
    open.push(client);
    expect(client.status).toBe(200);
    return client;
  };
  const quickChat = (t: TestApp, message: string) =>
    t.request(API.quickChat, {
      method: 'POST',
      json: { name: 'Ada', email: 'ada@example.com', message },
      headers: freshClient(),
    });
  const chatNamed = (message: string) => (event: { event: string; data: unknown }) =>
    event.event === 'quick-chat-message' &&
    (event.data as { message: { message: string } }).message.message === message;

  it('name their Redis keys and channels apart by default, the same for one installation', () => {
    expect(first.app.config.redisPrefix).toBe(firstAgain.app.config.redisPrefix);
    expect(first.app.config.redisPrefix).not.toBe(other.app.config.redisPrefix);
    expect(first.app.config.redisPrefix).not.toContain(first.app.config.jwtSecret);
  });

  it("never show one installation's new quick chat in the other's panel", async () => {
    const otherPanel = await panel(other);
    const firstPanel = await panel(firstAgain);

    expect((await quickChat(first, 'For the first church only')).status).toBe(201);
    // The first installation's other instance hears it over Redis.
    await firstPanel.next(chatNamed('For the first church only'));
    // Published after it on the same Redis: once the other panel has its own church's chat, the
    // first church's would have arrived before it.
    expect((await quickChat(other, 'For the other church')).status).toBe(201);
    await otherPanel.next(chatNamed('For the other church'));
    expect(otherPanel.events.some(chatNamed('For the first church only'))).toBe(false);
    expect(JSON.stringify(otherPanel.events)).not.toContain('For the first church only');
  });

  it("keep their counters apart: one installation's sign-in failures lock out nobody in the other", async () => {
    const keys = ['login:ip:127.0.0.1', 'login:ip-user:127.0.0.1:ghost'];
    for (const t of [first, other]) {
      for (const key of keys) {
        await t.app.realtime.counters.reset(key);
        await t.app.realtime.counters.reset(`${key}:lock`);
      }
    }
    const fail = (t: TestApp) =>
      t.request('/api/admin/login', {
        method: 'POST',
        json: { username: 'ghost', password: 'wrong-one' },
      });
    expect((await fail(first)).status).toBe(401);
    expect((await fail(firstAgain)).status).toBe(401);
    expect((await fail(first)).status).toBe(401);
    // Locked on both instances of the first installation...
    expect((await fail(firstAgain)).status).toBe(429);
    expect((await fail(first)).status).toBe(429);
    // ...and never counted in the other.
    expect((await fail(other)).status).toBe(401);
    expect(await other.app.realtime.counters.peek('login:ip-user:127.0.0.1:ghost')).toMatchObject({
      count: 1,
    });
  });

  it('keep rate-limit counts apart', async () => {
    const key = `rate-limit:shared-test:${Math.random()}`;
    await first.app.realtime.counters.increment(key, 60_000);
    await first.app.realtime.counters.increment(key, 60_000);
    expect(await firstAgain.app.realtime.counters.peek(key)).toMatchObject({ count: 2 });
    expect(await other.app.realtime.counters.peek(key)).toBeUndefined();
  });
});
