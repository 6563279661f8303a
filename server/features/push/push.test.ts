import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.js';
import {
  PUSH_MESSAGES,
  PUSH_TEXTS,
  type PushSubscriptionResponse,
  type PushTopic,
} from '#shared/schemas/push.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { MEMBER_PASSWORD, factories, freshClient } from '#server/platform/testing/factories.js';
import {
  type TestPushService,
  type TestSubscriber,
  startTestPushService,
} from '#server/platform/testing/push-service.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { type NewMessage, createPushRepository } from './repository.js';
import { PUSH_RETRY_DELAYS_MS } from './service.js';

const MINUTE = 60_000;

describe('web push', () => {
  let pushService: TestPushService;
  let t: TestApp;
  let auth: Record<string, string>;
  // The clock every part of the app reads (Date only: timers and sockets run as usual).
  let clock = Date.parse('2026-10-20T12:00:00Z');
  const advance = async (ms: number) => {
    clock += ms;
    vi.setSystemTime(clock);
    // A panel session ends after 30 idle minutes: sign in again at the new time.
    auth = await adminAuthHeader(t);
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    pushService = await startTestPushService();
    t = await buildTestApp({
      PUSH_TEST_ENDPOINT_ORIGINS: pushService.origin,
      VAPID_SUBJECT: 'mailto:office@church.example',
      // Each call comes from an address of its own (freshClient), like separate visitors.
      TRUST_PROXY: '1',
    });
    auth = await adminAuthHeader(t);
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
    vi.useRealTimers();
  });
  beforeEach(async () => {
    await t.app.push.flush();
    await t.app.db.kysely.deleteFrom('pushSubscriptions').execute();
    await t.app.db.kysely.deleteFrom('pushSends').execute();
  });

  const subscribe = <T = PushSubscriptionResponse>(
    subscriber: Pick<TestSubscriber, 'endpoint' | 'keys'>,
    topics: PushTopic[],
    headers: Record<string, string> = {},
  ) =>
    t.request<T>(API.pushSubscription, {
      method: 'POST',
      json: { endpoint: subscriber.endpoint, keys: subscriber.keys, topics },
      headers: { ...freshClient(), ...headers },
    });
  const subscribed = async (topics: PushTopic[], headers: Record<string, string> = {}) => {
    const subscriber = pushService.makeSubscriber();
    const answer = await subscribe(subscriber, topics, headers);
    expect(answer.status, answer.text).toBe(201);
    return subscriber;
  };
  const status = (endpoint: string) =>
    t.request<{ subscription: { endpoint: string; topics: PushTopic[] } | null }>(
      API.pushSubscriptionStatus,
      { method: 'POST', json: { endpoint }, headers: freshClient() },
    );
  const toggleLive = async (id: string) => {
    const answer = await t.request<{ stream: { isLive: boolean } }>(
      `/api/admin/stream/${id}/toggle-live`,
      { method: 'PATCH', headers: auth },
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.stream.isLive;
  };
  const received = (subscriber: TestSubscriber) => pushService.received(subscriber.path);

  it('gives browsers the VAPID public key', async () => {
    const answer = await t.request<{ publicKey: string }>(API.pushPublicKey);
    expect(answer.status).toBe(200);
    expect(answer.body.publicKey).toBe(t.app.config.push.vapidPublicKey);
    expect(answer.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('tells go-live subscribers once when a stream goes live, encrypted and signed', async () => {
    const first = await subscribed(['go-live', 'events']);
    const second = await subscribed(['go-live']);
    const eventsOnly = await subscribed(['events']);
    const stream = await factories(t.app).stream({
      title: 'Sunday Celebration',
      description: 'Worship with us',
    });

    expect(await toggleLive(stream.id)).toBe(true);
    await t.app.push.flush();

    const message = {
      title: 'We are live: Sunday Celebration',
      body: 'Worship with us',
      url: `/LiveStream?stream=${stream.id}`,
      tag: 'go-live',
    };
    expect(received(first)).toEqual([message]);
    expect(received(second)).toEqual([message]);
    expect(received(eventsOnly)).toEqual([]);
    const [request] = pushService.requests(first.path);
    expect(request).toMatchObject({
      vapidKey: t.app.config.push.vapidPublicKey,
      vapidSubject: 'mailto:office@church.example',
      headers: { urgency: 'high', ttl: '7200', topic: expect.stringMatching(/^[\w-]{32}$/) },
    });

    // Off and on again soon after: a new going-live, but within the repeat hours.
    await advance(5 * MINUTE);
    expect(await toggleLive(stream.id)).toBe(false);
    expect(await toggleLive(stream.id)).toBe(true);
    // The periodic check finds the same going-live already decided.
    for (const live of await t.app.streams.listLiveStreams()) {
      await t.app.pushAnnouncements.goingLive(live);
    }
    await t.app.push.flush();
    expect(received(first)).toHaveLength(1);
    expect(received(second)).toHaveLength(1);
    expect(await t.app.push.pending()).toBe(0);
    await toggleLive(stream.id);
  });

  it('sends "Join us now." for a stream without a description, whatever instance checks', async () => {
    const subscriber = await subscribed(['go-live']);
    const stream = await factories(t.app).stream({ title: 'Midweek', description: '' });
    expect(await toggleLive(stream.id)).toBe(true);
    const again = (await t.app.streams.listLiveStreams()).find((row) => row.id === stream.id);
    expect(again).toBeDefined();
    expect(await t.app.pushAnnouncements.goingLive(again!)).toBe(0);
    await t.app.push.flush();
    expect(received(subscriber)).toEqual([expect.objectContaining({ body: 'Join us now.' })]);
    await toggleLive(stream.id);
  });

  it('decides a going-live once when two instances check it at the same moment', async () => {
    const subscriber = await subscribed(['go-live']);
    const stream = await factories(t.app).stream({ title: 'Vigil' });
    await t.app.db.kysely
      .updateTable('streams')
      .set({ isLive: 1, liveSince: new Date(clock).toISOString() })
      .where('id', '=', stream.id)
      .execute();
    const [live] = (await t.app.streams.listLiveStreams()).filter((row) => row.id === stream.id);
    expect(live).toBeDefined();
    const queued = await Promise.all([
      t.app.pushAnnouncements.goingLive(live!),
      t.app.pushAnnouncements.goingLive(live!),
    ]);
    expect(queued.sort()).toEqual([0, 1]);
    await t.app.push.flush();
    expect(received(subscriber)).toEqual([
      expect.objectContaining({ title: 'We are live: Vigil' }),
    ]);
    await t.app.db.kysely
      .updateTable('streams')
      .set({ isLive: 0 })
      .where('id', '=', stream.id)
      .execute();
  });

  it.each([410, 404])('forgets a subscription the push service answers %i for', async (code) => {
    const subscriber = await subscribed(['events']);
    pushService.respondWith(subscriber.path, code);
    const queued = await t.app.push.notify(
      { title: 'Hello', body: 'World', url: '/', tag: 'hello' },
      { topic: 'events' },
      { ttlSeconds: 60 },
    );
    expect(queued).toBe(1);
    await t.app.push.flush();
    expect(pushService.requests(subscriber.path).map((r) => r.status)).toEqual([code]);
    expect((await status(subscriber.endpoint)).body.subscription).toBeNull();
    expect(await t.app.push.pending()).toBe(0);
  });

  it('tries again after a 500, with back-off, until the push service takes it', async () => {
    const subscriber = await subscribed(['events']);
    pushService.respondWith(subscriber.path, 500);
    await t.app.push.notify(
      { title: 'Retry', body: 'Me', url: '/', tag: 'retry' },
      { topic: 'events' },
      { ttlSeconds: 3600 },
    );
    await t.app.push.flush();
    expect(pushService.requests(subscriber.path)).toHaveLength(1);
    pushService.respondWith(subscriber.path, 201);
    // Not due yet: nothing is sent before the back-off has passed.
    await t.app.push.flush();
    expect(pushService.requests(subscriber.path)).toHaveLength(1);
    await advance(PUSH_RETRY_DELAYS_MS[0]);
    await t.app.push.flush();
    expect(received(subscriber)).toEqual([{ title: 'Retry', body: 'Me', url: '/', tag: 'retry' }]);
    expect(await t.app.push.pending()).toBe(0);
    expect((await status(subscriber.endpoint)).body.subscription).not.toBeNull();
  });

  it('drops a delivery after its last try, and one whose time to live ran out', async () => {
    const subscriber = await subscribed(['events']);
    pushService.respondWith(subscriber.path, 503);
    await t.app.push.notify(
      { title: 'Busy', body: 'Service', url: '/', tag: 'busy' },
      { topic: 'events' },
      { ttlSeconds: 24 * 3600 },
    );
    await t.app.push.flush();
    for (const delay of PUSH_RETRY_DELAYS_MS) {
      await advance(delay);
      await t.app.push.flush();
    }
    expect(pushService.requests(subscriber.path)).toHaveLength(PUSH_RETRY_DELAYS_MS.length + 1);
    expect(await t.app.push.pending()).toBe(0);

    pushService.respondWith(subscriber.path, 429);
    await t.app.push.notify(
      { title: 'Short', body: 'Lived', url: '/', tag: 'short' },
      { topic: 'events' },
      { ttlSeconds: 20 },
    );
    await t.app.push.flush();
    await advance(PUSH_RETRY_DELAYS_MS[0]);
    await t.app.push.flush();
    expect(pushService.requests(subscriber.path)).toHaveLength(PUSH_RETRY_DELAYS_MS.length + 2);
    expect(await t.app.push.pending()).toBe(0);
  });

  it('updates the same endpoint’s keys and topics (200), and says what it holds', async () => {
    const subscriber = pushService.makeSubscriber();
    const created = await subscribe(subscriber, ['go-live']);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      subscription: { endpoint: subscriber.endpoint, topics: ['go-live'] },
    });
    const updated = await subscribe(subscriber, ['events', 'service-reminder', 'events']);
    expect(updated.status).toBe(200);
    expect(updated.body.subscription.topics).toEqual(['service-reminder', 'events']);
    expect((await status(subscriber.endpoint)).body).toEqual({
      subscription: { endpoint: subscriber.endpoint, topics: ['service-reminder', 'events'] },
    });
    const none = await subscribe(subscriber, []);
    expect(none.status).toBe(200);
    expect(none.body.subscription.topics).toEqual([]);
    expect((await status(pushService.url('/unknown'))).body).toEqual({ subscription: null });
  });

  it('refuses bad subscriptions field by field', async () => {
    const subscriber = pushService.makeSubscriber();
    const bad = async (json: unknown) => {
      const answer = await t.request<ErrorBody>(API.pushSubscription, {
        method: 'POST',
        json,
        headers: freshClient(),
      });
      expect(answer.status).toBe(400);
      return answer.body.errors;
    };
    expect(await bad({ endpoint: 'nope', keys: subscriber.keys, topics: [] })).toEqual({
      endpoint: PUSH_MESSAGES.endpointInvalid,
    });
    expect(
      await bad({ endpoint: subscriber.endpoint, keys: { p256dh: 'x' }, topics: ['go-live'] }),
    ).toMatchObject({ 'keys.p256dh': PUSH_MESSAGES.keysInvalid });
    expect(
      await bad({ endpoint: subscriber.endpoint, keys: subscriber.keys, topics: ['spam'] }),
    ).toEqual({ 'topics.0': PUSH_MESSAGES.topicsInvalid });
    expect(await bad({})).toMatchObject({ endpoint: PUSH_MESSAGES.endpointInvalid });
    expect(await bad('not an object')).toBeDefined();
  });

  it.each([
    'http://push.example.com/x',
    'https://127.0.0.1/x',
    'https://10.0.0.8:8443/x',
    'https://[::ffff:192.168.1.1]/x',
    'https://[::1]/x',
    'https://localhost/x',
    'https://intranet/x',
    'https://user:pass@push.example.com/x',
    'http://127.0.0.1:1/x',
  ])('refuses the endpoint %s (not a public push service)', async (endpoint) => {
    const answer = await subscribe<ErrorBody>(
      { endpoint, keys: pushService.makeSubscriber().keys },
      ['go-live'],
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ endpoint: PUSH_MESSAGES.endpointNotPublic });
  });

  it('drops a stored subscription whose address fails the guard at send time', async () => {
    const keys = pushService.makeSubscriber().keys;
    await t.app.db.kysely
      .insertInto('pushSubscriptions')
      .values({
        id: 'inside',
        endpoint: 'https://192.168.0.10/push',
        p256dh: keys.p256dh,
        auth: keys.auth,
        memberId: null,
        createdAt: new Date(clock).toISOString(),
        updatedAt: new Date(clock).toISOString(),
      })
      .execute();
    await t.app.db.kysely
      .insertInto('pushSubscriptionTopics')
      .values({ subscriptionId: 'inside', topic: 'events' })
      .execute();
    expect(
      await t.app.push.notify(
        { title: 'x', body: 'y', url: '/', tag: 'z' },
        { topic: 'events' },
        { ttlSeconds: 60 },
      ),
    ).toBe(1);
    await t.app.push.flush();
    expect(await t.app.push.pending()).toBe(0);
    expect((await status('https://192.168.0.10/push')).body.subscription).toBeNull();
  });

  it('limits the subscription writes per address', async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMITS.pushSubscription.max; n += 1) {
      const answer = await subscribe(pushService.makeSubscriber(), ['events'], client);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((code) => code === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('unsubscribes (204), then answers 404', async () => {
    const subscriber = await subscribed(['go-live']);
    const remove = () =>
      t.request<ErrorBody>(API.pushSubscription, {
        method: 'DELETE',
        json: { endpoint: subscriber.endpoint },
        headers: freshClient(),
      });
    const removed = await remove();
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    const again = await remove();
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(PUSH_MESSAGES.notFound);
  });

  describe('the panel', () => {
    it('needs a token', async () => {
      expect((await t.request(API.adminPushSubscribers)).status).toBe(401);
      const test = await t.request(API.adminPushTest, {
        method: 'POST',
        json: { endpoint: pushService.url('/x') },
      });
      expect(test.status).toBe(401);
    });

    it('counts subscriptions per topic (admins only) and sends a test (any staff)', async () => {
      await subscribed(['go-live', 'events']);
      await subscribed(['go-live']);
      const mine = await subscribed([]);
      const counts = await t.request(API.adminPushSubscribers, { headers: auth });
      expect(counts.body).toEqual({
        total: 3,
        topics: { 'go-live': 2, 'service-reminder': 0, 'prayer-answered': 0, events: 1 },
      });

      const staff = await t.request('/api/admin/staff', {
        method: 'POST',
        json: {
          username: `mod${clock}`,
          displayName: 'Deborah',
          password: 'a-long-staff-password',
          role: 'moderator',
        },
        headers: auth,
      });
      expect(staff.status, staff.text).toBe(201);
      const moderator = await adminAuthHeader(t, {
        username: `mod${clock}`,
        password: 'a-long-staff-password',
      });
      expect((await t.request(API.adminPushSubscribers, { headers: moderator })).status).toBe(403);

      const test = await t.request(API.adminPushTest, {
        method: 'POST',
        json: { endpoint: mine.endpoint },
        headers: moderator,
      });
      expect(test.status, test.text).toBe(202);
      expect(test.body).toEqual({ queued: true });
      await t.app.push.flush();
      expect(received(mine)).toEqual([
        { title: PUSH_TEXTS.testTitle, body: PUSH_TEXTS.testBody, url: '/', tag: 'test' },
      ]);

      const unknown = await t.request<ErrorBody>(API.adminPushTest, {
        method: 'POST',
        json: { endpoint: pushService.url('/nobody') },
        headers: auth,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(PUSH_MESSAGES.notFound);
    });
  });

  describe('reminders before a service', () => {
    const createService = async (title: string, startsAt: number) => {
      const answer = await t.request('/api/admin/service', {
        method: 'POST',
        json: {
          title,
          description: 'Worship and the word',
          startsAt: new Date(startsAt).toISOString(),
          repeat: 'none',
          durationMinutes: 60,
          mode: 'live',
          streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
        headers: auth,
      });
      expect(answer.status, answer.text).toBe(201);
    };

    it('reminds once within the minutes before a start, never after it', async () => {
      const subscriber = await subscribed(['service-reminder']);
      const other = await subscribed(['events']);
      const goLive = await subscribed(['go-live']);
      await advance(3 * 3_600_000);
      await createService('Evening Prayer', clock + 25 * MINUTE);
      await createService('Already Started', clock - MINUTE);

      expect(await t.app.pushAnnouncements.remindServices()).toBe(0);
      await advance(16 * MINUTE);
      expect(await t.app.pushAnnouncements.remindServices()).toBe(1);
      expect(await t.app.pushAnnouncements.remindServices()).toBe(0);
      await t.app.push.flush();
      expect(received(subscriber)).toEqual([
        {
          title: 'Evening Prayer starts in 10 minutes',
          body: 'Worship and the word',
          url: '/LiveStream',
          tag: expect.stringMatching(/^service-/),
        },
      ]);
      expect(pushService.requests(subscriber.path)[0]?.headers.ttl).toBe('540');
      expect(received(other)).toEqual([]);
      // A service's room going live by itself is a going-live like one set from the panel.
      expect(received(goLive)).toEqual([
        expect.objectContaining({ title: 'We are live: Already Started', tag: 'go-live' }),
      ]);

      await advance(10 * MINUTE);
      expect(await t.app.pushAnnouncements.remindServices()).toBe(0);
      await t.app.push.flush();
      expect(received(subscriber)).toHaveLength(1);
    });
  });

  it('tells a member’s own browsers that their prayer request was answered', async () => {
    const member = await factories(t.app).member();
    const memberAuth = await factories(t.app).memberAuth(member);
    const theirs = await subscribed(['prayer-answered'], memberAuth);
    const notAsked = await subscribed(['go-live'], memberAuth);
    const someoneElse = await subscribed(['prayer-answered']);
    const sent = await t.request<{ prayerRequest: { _id: string } }>('/api/user/prayer-request', {
      method: 'POST',
      json: { name: member.name, request: 'Pray for my exams' },
      headers: { ...freshClient(), ...memberAuth },
    });
    expect(sent.status, sent.text).toBe(201);
    const id = sent.body.prayerRequest._id;
    const answer = () =>
      t.request(`/api/admin/prayer-request/${id}`, {
        method: 'PATCH',
        json: { status: 'answered' },
        headers: auth,
      });
    expect((await answer()).status).toBe(200);
    expect((await answer()).status).toBe(200);
    await t.app.push.flush();
    expect(received(theirs)).toEqual([
      {
        title: 'Your prayer request has been answered',
        body: expect.any(String),
        url: '/account',
        tag: `prayer-${id}`,
      },
    ]);
    expect(received(notAsked)).toEqual([]);
    expect(received(someoneElse)).toEqual([]);
  });

  it('tells events subscribers of a new event', async () => {
    const eventsSubscriber = await subscribed(['events']);
    const goLiveOnly = await subscribed(['go-live']);
    const created = await t.request<{ event: { _id: string } }>('/api/admin/event', {
      method: 'POST',
      json: {
        title: 'Youth Camp',
        description: 'A weekend away',
        startDate: '2099-03-01T08:00:00.000Z',
        endDate: '2099-03-01T10:30:00.000Z',
        location: 'Camp Ground',
        category: 'children',
      },
      headers: auth,
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.event._id;
    await t.app.push.flush();
    expect(received(eventsSubscriber)).toEqual([
      {
        title: 'New event: Youth Camp',
        body: expect.stringMatching(/March 1 at .* · Camp Ground$/),
        url: `/events#event-${id}`,
        tag: `event-${id}`,
      },
    ]);
    expect(received(goLiveOnly)).toEqual([]);
  });

  it('forgets a member’s subscriptions with their account', async () => {
    const member = await factories(t.app).member();
    const memberAuth = await factories(t.app).memberAuth(member);
    const subscriber = await subscribed(['go-live'], memberAuth);
    const deleted = await t.request(API.account, {
      method: 'DELETE',
      json: { password: MEMBER_PASSWORD, posts: 'keep' },
      headers: { ...freshClient(), ...memberAuth },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await status(subscriber.endpoint)).body.subscription).toBeNull();
  });
});

describe('a go-live for many browsers', () => {
  let pushService: TestPushService;
  let t: TestApp;
  const CONCURRENCY = 3;
  const BROWSERS = 8;

  beforeAll(async () => {
    pushService = await startTestPushService();
    t = await buildTestApp({
      PUSH_TEST_ENDPOINT_ORIGINS: pushService.origin,
      PUSH_SEND_CONCURRENCY: String(CONCURRENCY),
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  it('keeps PUSH_SEND_CONCURRENCY messages in flight, starting the next as each is answered', async () => {
    const subscribers = [];
    for (let index = 0; index < BROWSERS; index += 1) {
      const subscriber = pushService.makeSubscriber();
      const answer = await t.request(API.pushSubscription, {
        method: 'POST',
        json: { endpoint: subscriber.endpoint, keys: subscriber.keys, topics: ['events'] },
        headers: freshClient(),
      });
      expect(answer.status, answer.text).toBe(201);
      subscribers.push(subscriber);
    }
    pushService.hold();
    const queued = await t.app.push.notify(
      { title: 'Many', body: 'At once', url: '/', tag: 'many' },
      { topic: 'events' },
      { ttlSeconds: 3600 },
    );
    expect(queued).toBe(BROWSERS);
    const sending = t.app.push.flush();
    // Every slot is taken, and the next message goes as soon as one is answered, not after a
    // whole round: each answer lets exactly one more in.
    for (let answered = 0; answered < BROWSERS - CONCURRENCY; answered += 1) {
      await pushService.waitFor(
        () => pushService.waiting() === CONCURRENCY && pushService.delivered() === answered,
      );
      pushService.answerOne();
    }
    pushService.release();
    await sending;
    expect(pushService.mostInFlight()).toBe(CONCURRENCY);
    expect(pushService.delivered()).toBe(BROWSERS);
    for (const subscriber of subscribers) {
      expect(pushService.received(subscriber.path)).toEqual([
        { title: 'Many', body: 'At once', url: '/', tag: 'many' },
      ]);
    }
    expect(await t.app.push.pending()).toBe(0);
  });

  it('never gives one delivery to two instances claiming at the same moment', async () => {
    await t.app.push.flush();
    await t.app.db.kysely.deleteFrom('pushSubscriptions').execute();
    const repository = createPushRepository(t.app.db.kysely);
    const now = new Date();
    for (let index = 0; index < 10; index += 1) {
      const { endpoint, keys } = pushService.makeSubscriber();
      await repository.save({ endpoint, ...keys, topics: ['events'], memberId: null }, now);
    }
    const message: NewMessage = {
      payload: '{}',
      pushTopic: 'claims',
      urgency: 'normal',
      ttlSeconds: 600,
    };
    expect(await repository.enqueue(message, { topic: 'events' }, now)).toBe(10);
    const until = new Date(now.getTime() + 60_000);
    const [one, two] = await Promise.all([
      repository.claimDue(now, until, 6),
      repository.claimDue(now, until, 6),
    ]);
    const keys = [...one, ...two].map((delivery) => delivery.subscriptionId);
    expect(new Set(keys).size).toBe(keys.length);
    const third = await repository.claimDue(now, until, 6);
    expect(keys.length + third.length).toBe(10);
    expect([...one, ...two, ...third].every((delivery) => delivery.status === 'sending')).toBe(
      true,
    );
    expect(await repository.claimDue(now, until, 6)).toEqual([]);
    // A claim that ran out is taken again.
    const later = new Date(until.getTime() + 1);
    expect(await repository.claimDue(later, new Date(later.getTime() + 60_000), 20)).toHaveLength(
      10,
    );
    await t.app.db.kysely.deleteFrom('pushDeliveries').execute();
  });
});
