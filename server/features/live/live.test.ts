import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { LIVE_HEARTBEAT_SECONDS } from '#shared/live-events.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import {
  EVENT_ID,
  type EventStreamClient,
  openEventStream,
} from '#server/platform/testing/event-stream.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { REPLAY_EVENTS_PER_CHANNEL } from './hub.js';
import { CHANNELS, RETRY_MIN_MS, RETRY_SPREAD_MS } from './service.js';

describe('the live event streams', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', LIVE_VIEWERS_INTERVAL_MS: '200' });
    make = factories(t.app);
    admin = await adminAuthHeader(t);
    // Comments appear at once here; held ones are tested with moderation.
    await t.request(API.adminSettings, {
      method: 'PUT',
      json: { notifications: { commentModeration: false } },
      headers: admin,
    });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  async function watch(query: string, headers: Record<string, string> = {}) {
    const client = await openEventStream(`${t.baseUrl}${API.live}?${query}`, headers);
    open.push(client);
    return client;
  }
  const post = (path: string, json: unknown) =>
    t.request(path, { method: 'POST', json, headers: freshClient() });
  const chat = (streamId: string, message: string, messageType: 'chat' | 'prayer' = 'chat') =>
    post(API.chatMessage, {
      streamId,
      userName: 'Ada',
      userEmail: 'ada@example.com',
      message,
      messageType,
    });

  it('answers an event stream with its headers, a spread retry and a first id', async () => {
    const stream = await make.stream();
    const client = await watch(`stream=${stream.id}`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-store');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(client.headers.get('content-encoding')).toBeNull();
    await vi.waitFor(() => expect(client.lastEventId).toMatch(EVENT_ID));
    // Drawn at random from the spread, so reconnects after a restart do not all come at once.
    expect(client.retry).toBeGreaterThanOrEqual(RETRY_MIN_MS);
    expect(client.retry).toBeLessThan(RETRY_MIN_MS + RETRY_SPREAD_MS);
    expect(LIVE_HEARTBEAT_SECONDS * 1000).toBeLessThan(65_000);
  });

  it('refuses an unknown stream, a missing one and an unknown quick chat', async () => {
    expect((await t.request(`${API.live}?stream=nope`)).status).toBe(404);
    const stream = await make.stream();
    const hidden = await make.stream({ isActive: false });
    expect((await t.request(`${API.live}?stream=${hidden.id}`)).status).toBe(404);
    const unknownChat = await t.request(`${API.live}?stream=${stream.id}&chat=guess`);
    expect(unknownChat.status).toBe(404);
  });

  it('sends comments, chat messages and prayer requests as the lists show them, without emails', async () => {
    const stream = await make.stream();
    const client = await watch(`stream=${stream.id}`);
    await vi.waitFor(() => expect(client.lastEventId).toMatch(EVENT_ID));

    const comment = await post(API.comment, {
      streamId: stream.id,
      userName: 'Grace',
      userEmail: 'grace@example.com',
      content: 'Amen to that',
    });
    expect(comment.status).toBe(201);
    const commentEvent = await client.next((event) => event.event === 'comment');
    const listed = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
      apiPath(API.comments, { streamId: stream.id }),
    );
    expect(commentEvent.data).toEqual(listed.body.comments.at(-1));

    expect((await chat(stream.id, 'Good morning')).status).toBe(201);
    expect((await chat(stream.id, 'Pray for my family', 'prayer')).status).toBe(201);
    const prayer = await client.next(
      (event) =>
        event.event === 'chat-message' &&
        (event.data as { messageType: string }).messageType === 'prayer',
    );
    const chatEvent = client.events.find((event) => event.event === 'chat-message');
    const messages = await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      `${apiPath(API.chatMessages, { streamId: stream.id })}?messageType=chat`,
    );
    expect(chatEvent?.data).toEqual(messages.body.messages.at(-1));
    expect(prayer.data).toMatchObject({ message: 'Pray for my family', messageType: 'prayer' });

    for (const event of client.events) expect(JSON.stringify(event.data)).not.toContain('@');
    // Every event a page may be replayed has an id; viewer counts (sent whole on every
    // connection) have none, so they never move a page's resume point.
    for (const event of client.events) {
      expect(event.id === undefined).toBe(event.event === 'viewers');
    }
  });

  it('sends reactions to a stream, a comment and a chat message', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id);
    const message = await make.chatMessage(stream.id);
    const client = await watch(`stream=${stream.id}`);
    await vi.waitFor(() => expect(client.lastEventId).toMatch(EVENT_ID));

    await post(API.streamReaction, { streamId: stream.id, reactionType: 'fire' });
    await t.request(apiPath(API.commentReaction, { id: comment.id }), {
      method: 'PUT',
      json: { reactionType: 'amen' },
      headers: freshClient(),
    });
    await t.request(apiPath(API.chatMessageReaction, { id: message.id }), {
      method: 'PUT',
      json: { reactionType: 'heart' },
      headers: freshClient(),
    });
    const kindOf = (kind: string) => (event: { event: string; data: unknown }) =>
      event.event === 'reactions' && (event.data as { kind: string }).kind === kind;
    expect((await client.next(kindOf('stream'))).data).toMatchObject({
      _id: stream.id,
      likeCount: 1,
      reactions: { fire: 1 },
    });
    expect((await client.next(kindOf('comment'))).data).toMatchObject({
      _id: comment.id,
      reactions: { amen: 1 },
    });
    expect((await client.next(kindOf('chat-message'))).data).toMatchObject({
      _id: message.id,
      reactions: { heart: 1 },
    });
  });

  it('follows the stream list and every count on a page that shows no stream', async () => {
    const watched = await make.stream();
    const viewer = await watch(`stream=${watched.id}`);
    const listOnly = await watch('');
    expect(listOnly.status).toBe(200);
    await listOnly.next(
      (event) =>
        event.event === 'viewers' &&
        (event.data as { streamId: string }).streamId === watched.id &&
        (event.data as { watching: number }).watching >= 1,
    );
    const added = await t.request(API.adminStreamCreate, {
      method: 'POST',
      headers: admin,
      json: { title: 'Evening Prayer', streamUrl: 'https://youtu.be/abcdefghijk', isActive: true },
    });
    expect(added.status).toBe(201);
    const list = await listOnly.next((event) => event.event === 'streams');
    expect(
      (list.data as { streams: { title: string }[] }).streams.map((one) => one.title),
    ).toContain('Evening Prayer');
    viewer.close();
  });

  it('sends the new stream list when an admin sets a stream live, and removals', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id);
    const client = await watch(`stream=${stream.id}`);
    await vi.waitFor(() => expect(client.lastEventId).toMatch(EVENT_ID));

    const toggled = await t.request(apiPath(API.adminStreamToggleLive, { id: stream.id }), {
      method: 'PATCH',
      headers: admin,
    });
    expect(toggled.status).toBe(200);
    const list = await client.next((event) => event.event === 'streams');
    const active = await t.request<ApiAnswer<'/api/streams/active'>>(API.activeStreams);
    expect(list.data).toEqual({ streams: active.body.streams });
    expect(
      (list.data as { streams: { _id: string; isLive: boolean }[] }).streams.find(
        (one) => one._id === stream.id,
      )?.isLive,
    ).toBe(true);

    const deleted = await t.request(apiPath(API.adminComment, { id: comment.id }), {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    const removed = await client.next((event) => event.event === 'removed');
    expect(removed.data).toEqual({ kind: 'comment', _id: comment.id });
  });

  it('sends quick chat messages only to the page holding that chat id', async () => {
    const stream = await make.stream();
    const started = await post(API.quickChat, {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello church',
    });
    const { chatId } = started.body as { chatId: string };
    const holder = await watch(`stream=${stream.id}&chat=${encodeURIComponent(chatId)}`);
    const other = await watch(`stream=${stream.id}`);
    await vi.waitFor(() => {
      expect(holder.lastEventId).toMatch(EVENT_ID);
      expect(other.lastEventId).toMatch(EVENT_ID);
    });

    const reply = await t.request(apiPath(API.adminQuickChatReply, { id: chatId }), {
      method: 'POST',
      json: { message: 'Welcome, we are praying with you' },
      headers: admin,
    });
    expect(reply.status).toBe(201);
    const received = await holder.next((event) => event.event === 'quick-chat-message');
    const shown = await t.request<ApiAnswer<'/api/user/general-chat/{chatId}/messages'>>(
      apiPath(API.quickChatMessages, { chatId }),
    );
    expect(received.data).toEqual(shown.body.messages.at(-1));
    // A later event on the stream reaches the other page; the quick chat message never did.
    await chat(stream.id, 'After the reply');
    await other.next((event) => event.event === 'chat-message');
    expect(other.events.some((event) => event.event === 'quick-chat-message')).toBe(false);
  });

  it('replays what a page missed after its Last-Event-ID', async () => {
    const stream = await make.stream();
    const first = await watch(`stream=${stream.id}`);
    await chat(stream.id, 'one');
    const seen = await first.next((event) => event.event === 'chat-message');
    first.close();
    await chat(stream.id, 'two');
    await chat(stream.id, 'three');
    // Wait until both were fanned out (a page still open on the stream sees them).
    const witness = await watch(`stream=${stream.id}`);
    await chat(stream.id, 'four');
    await witness.next((event) => (event.data as { message?: string }).message === 'four');

    const again = await watch(`stream=${stream.id}`, { 'last-event-id': seen.id! });
    await again.next((event) => (event.data as { message?: string }).message === 'four');
    const replayed = again.events
      .filter((event) => event.event === 'chat-message')
      .map((event) => (event.data as { message: string }).message);
    expect(replayed).toEqual(['two', 'three', 'four']);
    expect(again.events.some((event) => event.event === 'reset')).toBe(false);
  });

  it('sends reset for an id it no longer keeps or never gave', async () => {
    const stream = await make.stream();
    const first = await watch(`stream=${stream.id}`);
    await vi.waitFor(() => expect(first.lastEventId).toMatch(EVENT_ID));
    const old = first.lastEventId!;
    first.close();
    for (let n = 0; n <= REPLAY_EVENTS_PER_CHANNEL; n += 1) {
      t.app.live.hub.publish(CHANNELS.stream(stream.id), 'removed', {
        kind: 'comment',
        _id: `${n}`,
      });
    }
    const tooOld = await watch(`stream=${stream.id}`, { 'last-event-id': old });
    await tooOld.next((event) => event.event === 'reset');
    const foreign = await watch(`stream=${stream.id}`, { 'last-event-id': 'elsewhere-12' });
    await foreign.next((event) => event.event === 'reset');
  });

  it('drops a client that does not read', async () => {
    const stream = await make.stream();
    const url = new URL(t.baseUrl);
    const socket = connect(Number(url.port), url.hostname);
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`GET ${API.live}?stream=${stream.id} HTTP/1.1\r\nHost: x\r\n\r\n`);
    // Reads nothing from here on.
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.pause();
    const channel = CHANNELS.stream(stream.id);
    const big = { kind: 'comment', _id: 'x'.repeat(64 * 1024) };
    // Publishes until the server gives up on the socket (the kernel buffers some megabytes first).
    while (t.app.live.hub.clientsOf(channel) > 0) {
      t.app.live.hub.publish(channel, 'removed', big);
      await new Promise((resolve) => setImmediate(resolve));
    }
    socket.resume();
    await closed;
  });

  it('counts the viewers of a stream and keeps the peak', async () => {
    const stream = await make.stream();
    // Two people: two addresses (one address without a device key is one viewer).
    const one = await watch(`stream=${stream.id}`, freshClient());
    const two = await watch(`stream=${stream.id}`, freshClient());
    const counted = await one.next(
      (event) =>
        event.event === 'viewers' &&
        (event.data as { streamId: string }).streamId === stream.id &&
        (event.data as { watching: number }).watching === 2,
    );
    expect(counted.data).toEqual({ streamId: stream.id, watching: 2, peak: 2 });
    // A page that opens now gets the count at once, before it changes.
    const three = await watch(`stream=${stream.id}`, freshClient());
    expect(
      (
        await three.next(
          (event) =>
            event.event === 'viewers' &&
            (event.data as { streamId: string }).streamId === stream.id,
        )
      ).data as { watching: number },
    ).toMatchObject({ streamId: stream.id, watching: expect.any(Number) });
    three.close();
    two.close();
    await one.next(
      (event) =>
        event.event === 'viewers' &&
        (event.data as { streamId: string }).streamId === stream.id &&
        (event.data as { watching: number }).watching === 1 &&
        (event.data as { peak: number }).peak >= 2,
    );
    const listed = await t.request<ApiAnswer<'/api/admin/streams'>>(
      `${API.adminStreams}?limit=100`,
      { headers: admin },
    );
    const row = listed.body.streams.find((one) => one._id === stream.id);
    // Two watched together for certain; whether the third page was counted before the second
    // left depends on which the server heard first.
    expect(row?.peakViewers).toBeGreaterThanOrEqual(2);
    expect(row?.peakViewers).toBeLessThanOrEqual(3);
  });

  it('counts pollers (the fallback) and shows viewer figures in Analytics', async () => {
    const stream = await make.stream();
    const page = await watch(`stream=${stream.id}`, freshClient());
    const other = await watch(`stream=${stream.id}`, freshClient());
    // A third viewer cannot open the stream and polls the chat instead.
    const poller = freshClient();
    const poll = () =>
      t.request(apiPath(API.chatMessages, { streamId: stream.id }), { headers: poller });
    await poll();
    await poll();
    await page.next(
      (event) =>
        event.event === 'viewers' &&
        (event.data as { streamId: string }).streamId === stream.id &&
        (event.data as { watching: number }).watching === 3,
    );
    other.close();
    await page.next(
      (event) =>
        event.event === 'viewers' &&
        (event.data as { streamId: string }).streamId === stream.id &&
        (event.data as { watching: number }).watching < 3,
    );

    await vi.waitFor(
      async () => {
        const analytics = await t.request<ApiAnswer<'/api/admin/analytics'>>(
          `${API.adminAnalytics}?period=24h`,
          { headers: admin },
        );
        expect(analytics.status).toBe(200);
        const row = analytics.body.streamViewers.find((one) => one._id === stream.id);
        expect(row).toMatchObject({ uniqueViewers: 1, peakConcurrent: 3 });
        // The whole site's peak: this file's other tests watch streams of their own too.
        expect(analytics.body.viewers.peakConcurrent).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  describe('the admin stream', () => {
    it('needs an admin token', async () => {
      expect((await t.request(API.adminLive)).status).toBe(401);
      const viaQuery = await t.request(
        `${API.adminLive}?token=${encodeURIComponent(admin.authorization!.slice(7))}`,
      );
      expect(viaQuery.status).toBe(401);
    });

    it('sends quick chats, their messages, unread counts and activity', async () => {
      const panel = await openEventStream(`${t.baseUrl}${API.adminLive}`, {
        ...admin,
        'x-admin-activity': 'background',
      });
      open.push(panel);
      expect(panel.status).toBe(200);
      // A time still ahead: the session's end moves on with the admin's activity.
      expect(Date.parse(panel.headers.get('x-session-expires-at') ?? '')).toBeGreaterThan(
        Date.now(),
      );
      await vi.waitFor(() => expect(panel.lastEventId).toMatch(EVENT_ID));

      const started = await post(API.quickChat, {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Can someone call me?',
      });
      const { chatId } = started.body as { chatId: string };
      const summary = await panel.next((event) => event.event === 'quick-chat');
      expect(summary.data).toMatchObject({ _id: chatId, unread: 1 });
      expect(
        (await panel.next((event) => event.event === 'quick-chat-message')).data,
      ).toMatchObject({
        chatId,
        message: { message: 'Can someone call me?' },
      });
      expect((await panel.next((event) => event.event === 'unread')).data).toEqual({
        unreadTotal: expect.any(Number),
      });

      const stream = await make.stream();
      await chat(stream.id, 'Hello from the live page');
      expect((await panel.next((event) => event.event === 'activity')).data).toEqual({
        kind: 'chat-message',
        streamId: stream.id,
      });
    });

    it('ends when the admin signs out', async () => {
      const session = await adminAuthHeader(t);
      const panel = await openEventStream(`${t.baseUrl}${API.adminLive}`, session);
      open.push(panel);
      expect(panel.status).toBe(200);
      await t.request(API.adminLogout, { method: 'POST', headers: session });
      // The session is checked on each heartbeat; the test asks for that check now.
      await t.app.live.checkSessions();
      await panel.ended;
    });
  });
});
