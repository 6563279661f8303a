import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import {
  EVENT_ID,
  type EventStreamClient,
  type ReceivedEvent,
  openEventStream,
} from '#server/platform/testing/event-stream.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';

type ChatMessagePosted = ApiAnswer<'/api/user/chat-message', 'post'>;
type QuickChatStarted = ApiAnswer<'/api/user/general-chat', 'post'>;

/** What a page is replayed on reconnecting, and what its event ids tell. */
describe('replaying and numbering live events', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
    admin = await adminAuthHeader(t);
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

  async function watch(path: string, headers: Record<string, string> = {}) {
    const client = await openEventStream(`${t.baseUrl}${path}`, headers);
    open.push(client);
    expect(client.status).toBe(200);
    await vi.waitFor(() => expect(client.lastEventId).toMatch(EVENT_ID));
    return client;
  }
  const post = <T = unknown>(path: string, json: unknown) =>
    t.request<T>(path, { method: 'POST', json, headers: freshClient() });
  const chat = (streamId: string, message: string, messageType: 'chat' | 'prayer' = 'chat') =>
    post<ChatMessagePosted>(API.chatMessage, {
      streamId,
      userName: 'Ada',
      userEmail: 'ada@example.com',
      message,
      messageType,
    });
  const saying = (text: string) => (event: ReceivedEvent) =>
    JSON.stringify(event.data).includes(text);
  /** The sequence of an id as the pages see it: what follows the run's mark. */
  const sequenceOf = (id: string | undefined) => Number(/-(\d+)$/.exec(id ?? '')?.[1]);
  /**
   * Every id from one event to another was an event this page received: no number went to
   * something it may not see.
   */
  function expectConsecutive(page: EventStreamClient, from: ReceivedEvent, to: ReceivedEvent) {
    // Viewer counts carry no id: a page's position stays at its last kept event.
    const between = page.events
      .slice(page.events.indexOf(from), page.events.indexOf(to) + 1)
      .filter((event) => event.id !== undefined);
    expect(between.map((event) => sequenceOf(event.id))).toEqual(
      between.map((_, index) => sequenceOf(from.id) + index),
    );
  }

  describe('what moderators and admins took away', () => {
    it('is not replayed: a hidden message, a comment marked spam and an erased prayer request', async () => {
      const stream = await make.stream();
      const page = await watch(`${API.live}?stream=${stream.id}`);
      const before = page.lastEventId!;
      page.close();

      const hidden = await chat(stream.id, 'Words a moderator hides');
      const spam = await post<ApiAnswer<'/api/user/comment', 'post'>>(API.comment, {
        streamId: stream.id,
        userName: 'Bob',
        userEmail: 'bob@example.com',
        content: 'Buy cheap things',
      });
      const prayer = await post<ChatMessagePosted>(API.chatMessage, {
        streamId: stream.id,
        userName: 'Cleo',
        userEmail: 'cleo@example.com',
        message: 'Please pray for my private matter',
        messageType: 'prayer',
      });
      const kept = await chat(stream.id, 'Words that stay');
      expect([hidden.status, spam.status, prayer.status, kept.status]).toEqual([
        201, 201, 201, 201,
      ]);

      const hide = await t.request(
        apiPath(API.adminChatMessage, { id: hidden.body.chatMessage._id }),
        { method: 'PATCH', json: { state: 'hidden' }, headers: admin },
      );
      expect(hide.status).toBe(200);
      const marked = await t.request(
        apiPath(API.adminCommentModerate, { id: spam.body.comment._id }),
        { method: 'PATCH', json: { action: 'spam' }, headers: admin },
      );
      expect(marked.status).toBe(200);
      const erased = await t.request(API.adminPrayerRequestsErase, {
        method: 'POST',
        json: { email: 'cleo@example.com' },
        headers: admin,
      });
      expect(erased.status).toBe(200);
      // Fanned out: a page open now sees the last removal.
      const witness = await watch(`${API.live}?stream=${stream.id}`);
      await chat(stream.id, 'The last word');
      await witness.next(saying('The last word'));

      const again = await watch(`${API.live}?stream=${stream.id}`, { 'last-event-id': before });
      await again.next(saying('The last word'));
      expect(again.events.some((event) => event.event === 'reset')).toBe(false);
      const replayed = JSON.stringify(again.events);
      expect(replayed).not.toContain('Words a moderator hides');
      expect(replayed).not.toContain('Buy cheap things');
      expect(replayed).not.toContain('Please pray for my private matter');
      expect(replayed).toContain('Words that stay');
      // The page still learns that each is gone (it may have shown it from an earlier read).
      const removed = again.events
        .filter((event) => event.event === 'removed')
        .map((event) => (event.data as { _id: string })._id);
      expect(removed).toEqual(
        expect.arrayContaining([
          hidden.body.chatMessage._id,
          spam.body.comment._id,
          prayer.body.chatMessage._id,
        ]),
      );
    });
  });

  describe('public event ids', () => {
    it('do not advance for private prayer requests, quick chats or events only the panel gets', async () => {
      const stream = await make.stream();
      const page = await watch(`${API.live}?stream=${stream.id}`);
      const panel = await watch(API.adminLive, admin);

      await chat(stream.id, 'First public word');
      const first = await page.next(saying('First public word'));

      const request = await post(API.prayerRequest, {
        name: 'Dan',
        request: 'A private burden',
        isPrivate: true,
      });
      expect(request.status).toBe(201);
      const started = await post(API.quickChat, {
        name: 'Eve',
        email: 'eve@example.com',
        message: 'A private question',
      });
      expect(started.status).toBe(201);
      // The panel got both before the next public event is published.
      await panel.next((event) => event.event === 'prayer-request');
      await panel.next(saying('A private question'));

      await chat(stream.id, 'Second public word');
      const second = await page.next(saying('Second public word'));
      expectConsecutive(page, first, second);
    });

    it("do not advance for another visitor's quick chat on a page holding its own", async () => {
      const stream = await make.stream();
      const mine = await post<QuickChatStarted>(API.quickChat, {
        name: 'Fay',
        email: 'f@example.com',
        message: 'Hi',
      });
      const page = await watch(
        `${API.live}?stream=${stream.id}&chat=${encodeURIComponent(mine.body.chatId)}`,
      );
      await chat(stream.id, 'Before');
      const before = await page.next(saying('Before'));
      const theirs = await post<QuickChatStarted>(API.quickChat, {
        name: 'Gus',
        email: 'g@example.com',
        message: 'Yo',
      });
      await t.request(apiPath(API.adminQuickChatReply, { id: theirs.body.chatId }), {
        method: 'POST',
        json: { message: 'Hello Gus' },
        headers: admin,
      });
      await chat(stream.id, 'After');
      const after = await page.next(saying('After'));
      expectConsecutive(page, before, after);
    });

    it('still resume: a page with its quick chat and the panel each get what they missed', async () => {
      const stream = await make.stream();
      const started = await post<QuickChatStarted>(API.quickChat, {
        name: 'Hal',
        email: 'hal@example.com',
        message: 'Are you there?',
      });
      const chatId = started.body.chatId;
      const path = `${API.live}?stream=${stream.id}&chat=${encodeURIComponent(chatId)}`;
      const reply = (message: string) =>
        t.request(apiPath(API.adminQuickChatReply, { id: chatId }), {
          method: 'POST',
          json: { message },
          headers: admin,
        });

      const page = await watch(path);
      const panel = await watch(API.adminLive, admin);
      await reply('First reply');
      await page.next(saying('First reply'));
      await panel.next(saying('First reply'));
      const pageId = page.lastEventId!;
      const panelId = panel.lastEventId!;
      page.close();
      panel.close();

      const witness = await watch(API.adminLive, admin);
      await chat(stream.id, 'Missed public');
      await reply('Missed reply');
      await post(API.prayerRequest, { name: 'Ivy', request: 'Missed request', isPrivate: true });
      await witness.next((event) => event.event === 'prayer-request');

      const pageAgain = await watch(path, { 'last-event-id': pageId });
      await pageAgain.next(saying('Missed reply'));
      await pageAgain.next(saying('Missed public'));
      expect(pageAgain.events.some((event) => event.event === 'reset')).toBe(false);
      expect(JSON.stringify(pageAgain.events)).not.toContain('First reply');

      const panelAgain = await watch(API.adminLive, { ...admin, 'last-event-id': panelId });
      await panelAgain.next((event) => event.event === 'prayer-request');
      expect(panelAgain.events.some((event) => event.event === 'reset')).toBe(false);
      expect(panelAgain.events.some(saying('Missed reply'))).toBe(true);
      expect(panelAgain.events.some(saying('First reply'))).toBe(false);
    });
  });
});
