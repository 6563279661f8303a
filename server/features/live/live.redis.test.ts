import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, DEVICE_KEY_HEADER, apiPath } from '#shared/api-paths.js';
import type { LiveViewers } from '#shared/live-events.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { VIEWER_REDIS_KEYS, createSharedViewers } from './viewers-shared.js';

/*
 * Two instances on one database (PostgreSQL with TEST_DATABASE_URL) and one Redis, as behind a
 * load balancer: what is written through one reaches pages connected to the other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('live events across instances', () => {
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamClient[] = [];
  const env = { REDIS_URL, TRUST_PROXY: '1', LIVE_VIEWERS_INTERVAL_MS: '200' };

  beforeAll(async () => {
    a = await buildTestApp(env);
    b = await buildTestApp(
      { ...env, ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}) },
      { dataDir: a.dataDir },
    );
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await b.app.close();
    await a.close();
  });

  const watch = async (t: TestApp, query: string, headers: Record<string, string> = {}) => {
    const client = await openEventStream(`${t.baseUrl}${API.live}?${query}`, headers);
    open.push(client);
    expect(client.status).toBe(200);
    return client;
  };

  it('carries a chat message, a reaction and a viewer count from one instance to the other', async () => {
    const stream = await factories(a.app).stream();
    // Two people, one on each instance.
    const onB = await watch(b, `stream=${stream.id}`, freshClient());
    const onA = await watch(a, `stream=${stream.id}`, freshClient());

    const posted = await a.request<ApiAnswer<'/api/user/chat-message', 'post'>>(API.chatMessage, {
      method: 'POST',
      json: { streamId: stream.id, userName: 'Ada', message: 'Across the bus' },
      headers: freshClient(),
    });
    expect(posted.status).toBe(201);
    const message = await onB.next((event) => event.event === 'chat-message');
    expect(message.data).toMatchObject({
      _id: posted.body.chatMessage._id,
      message: 'Across the bus',
    });

    const reacted = await a.request(
      apiPath(API.chatMessageReaction, { id: posted.body.chatMessage._id }),
      { method: 'PUT', json: { reactionType: 'praise' }, headers: freshClient() },
    );
    expect(reacted.status).toBe(200);
    const reaction = await onB.next((event) => event.event === 'reactions');
    expect(reaction.data).toMatchObject({ kind: 'chat-message', reactions: { praise: 1 } });

    // One page on each instance: both instances count two.
    const counted = (event: { event: string; data: unknown }) =>
      event.event === 'viewers' &&
      (event.data as { streamId: string }).streamId === stream.id &&
      (event.data as { watching: number }).watching === 2;
    expect((await onB.next(counted)).data).toMatchObject({ streamId: stream.id, watching: 2 });
    expect((await onA.next(counted)).data).toMatchObject({ streamId: stream.id, watching: 2 });
  });

  it("carries the church's quick chat reply to the visitor's page on the other instance", async () => {
    const stream = await factories(a.app).stream();
    const started = await b.request(API.quickChat, {
      method: 'POST',
      json: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
      headers: freshClient(),
    });
    const { chatId } = started.body as { chatId: string };
    const visitor = await watch(b, `stream=${stream.id}&chat=${chatId}`);
    const panel = await openEventStream(`${a.baseUrl}${API.adminLive}`, await adminAuthHeader(a));
    open.push(panel);

    const reply = await a.request(apiPath(API.adminQuickChatReply, { id: chatId }), {
      method: 'POST',
      json: { message: 'We are here' },
      headers: await adminAuthHeader(a),
    });
    expect(reply.status).toBe(201);
    const received = await visitor.next((event) => event.event === 'quick-chat-message');
    expect(received.data).toMatchObject({ message: 'We are here', sender: { isAdmin: true } });

    // And a visitor's message on b reaches the panel on a.
    await b.request(API.quickChat, {
      method: 'POST',
      json: { chatId, name: 'Ada', email: 'ada@example.com', message: 'Thank you' },
      headers: freshClient(),
    });
    const summary = await panel.next(
      (event) =>
        event.event === 'quick-chat-message' &&
        (event.data as { message: { message: string } }).message.message === 'Thank you',
    );
    expect(summary.data).toMatchObject({ chatId });
  });

  it('ends a panel stream on one instance at once when its session is signed out on the other', async () => {
    const session = await adminAuthHeader(a);
    const panel = await openEventStream(`${b.baseUrl}${API.adminLive}`, session);
    open.push(panel);
    expect(panel.status).toBe(200);
    let ended = false;
    void panel.ended.then(() => (ended = true));
    expect((await a.request(API.adminLogout, { method: 'POST', headers: session })).status).toBe(
      200,
    );
    await expect.poll(() => ended, { timeout: 1000, interval: 20 }).toBe(true);
  });

  it('counts one browser with a tab on each instance once, and each other browser once', async () => {
    const stream = await factories(a.app).stream();
    const home = (host: number, device: string) => ({
      'x-forwarded-for': `2001:db8:e1:1::${host}`,
      [DEVICE_KEY_HEADER]: device,
    });
    const counts = (client: EventStreamClient) =>
      client.events
        .filter((event) => event.event === 'viewers')
        .map((event) => event.data as LiveViewers)
        .filter((viewers) => viewers.streamId === stream.id)
        .map((viewers) => viewers.watching);
    const reaches = (client: EventStreamClient, watching: number) =>
      client.next(
        (event) =>
          event.event === 'viewers' &&
          (event.data as LiveViewers).streamId === stream.id &&
          (event.data as LiveViewers).watching === watching,
      );

    const tabOnA = await watch(a, `stream=${stream.id}`, home(1, 'ada-device-key-00001'));
    const tabOnB = await watch(b, `stream=${stream.id}`, home(2, 'ada-device-key-00001'));
    await reaches(tabOnA, 1);
    await reaches(tabOnB, 1);
    // Her tab on A closes: she still watches on B, so neither instance drops her.
    tabOnA.close();
    const bola = await watch(a, `stream=${stream.id}`, home(3, 'bola-device-key-0002'));
    await reaches(bola, 2);
    await reaches(tabOnB, 2);
    expect(Math.max(...counts(tabOnB))).toBe(2);
    expect(Math.min(...counts(tabOnB).slice(counts(tabOnB).indexOf(2)))).toBe(2);
  });
});

describe('viewer keys shared in Redis', () => {
  let redis: Redis;
  const streamId = `shared-${Date.now()}`;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
  });
  afterAll(async () => {
    await redis.del(VIEWER_REDIS_KEYS.stream(streamId));
    await redis.zrem(VIEWER_REDIS_KEYS.streams, streamId);
    redis.disconnect();
  });

  it("counts keys distinct over instances, and a silent instance's keys go after three intervals", async () => {
    let time = Date.now();
    const clock = () => time;
    const one = createSharedViewers(redis, 1000, clock);
    const two = createSharedViewers(redis, 1000, clock);
    const local = (...keys: string[]) => new Map([[streamId, new Set(keys)]]);

    expect((await one.totals(local('ada', 'bola'))).get(streamId)).toBe(2);
    expect((await two.totals(local('ada', 'chidi'))).get(streamId)).toBe(3);
    // Ada leaves instance one: she is still on two.
    expect((await one.totals(local('bola'))).get(streamId)).toBe(3);
    // Instance one stops writing (killed): its keys count until three intervals have passed.
    time += 2500;
    expect((await two.totals(local('ada', 'chidi'))).get(streamId)).toBe(3);
    time += 1000;
    expect((await two.totals(local('ada', 'chidi'))).get(streamId)).toBe(2);
    await two.close();
    expect((await one.totals(new Map())).get(streamId)).toBeUndefined();
  });
});
