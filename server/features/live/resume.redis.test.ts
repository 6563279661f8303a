import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API } from '#shared/api-paths.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import {
  type EventStreamClient,
  type ReceivedEvent,
  openEventStream,
} from '#server/platform/testing/event-stream.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';

/*
 * A page whose instance goes away resumes on another: event ids mean the same on every
 * instance of one installation, and each instance keeps the same replay (and one that starts
 * late fills it from the shared log), so the page gets what it missed exactly once, in order.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('resuming live events on another instance', () => {
  let a: TestApp;
  let b: TestApp;
  /** Instances on a's data directory, and installations of their own. */
  const late: TestApp[] = [];
  const others: TestApp[] = [];
  const open: EventStreamClient[] = [];
  const env = { REDIS_URL, TRUST_PROXY: '1' };
  const sharing = () => ({ ...env, ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}) });

  beforeAll(async () => {
    a = await buildTestApp(env);
    b = await buildTestApp(sharing(), { dataDir: a.dataDir });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    for (const app of late) await app.app.close();
    for (const app of others) await app.close();
    await b.app.close();
    await a.close();
  });

  const watch = async (t: TestApp, streamId: string, headers: Record<string, string> = {}) => {
    const client = await openEventStream(`${t.baseUrl}${API.live}?stream=${streamId}`, {
      ...freshClient(),
      ...headers,
    });
    open.push(client);
    expect(client.status).toBe(200);
    return client;
  };
  const chat = async (t: TestApp, streamId: string, message: string) => {
    const posted = await t.request<ApiAnswer<'/api/user/chat-message', 'post'>>(API.chatMessage, {
      method: 'POST',
      json: { streamId, userName: 'Ada', message },
      headers: freshClient(),
    });
    expect(posted.status).toBe(201);
    return posted.body.chatMessage._id;
  };
  const saying = (text: string) => (event: ReceivedEvent) =>
    event.event === 'chat-message' && (event.data as { message: string }).message === text;
  const chatTexts = (client: EventStreamClient) =>
    client.events
      .filter((event) => event.event === 'chat-message')
      .map((event) => (event.data as { message: string }).message);

  it('gives one event the same id on every instance', async () => {
    const stream = await factories(a.app).stream();
    const onA = await watch(a, stream.id);
    const onB = await watch(b, stream.id);
    await chat(b, stream.id, 'Same everywhere');
    const [fromA, fromB] = await Promise.all([
      onA.next(saying('Same everywhere')),
      onB.next(saying('Same everywhere')),
    ]);
    expect(fromA.id).toBeDefined();
    expect(fromA.id).toBe(fromB.id);
  });

  it('replays on the other instance what a page missed, once each and in order', async () => {
    const stream = await factories(a.app).stream();
    const page = await watch(a, stream.id);
    await chat(a, stream.id, 'Heard on A');
    await page.next(saying('Heard on A'));
    const lastId = page.lastEventId!;
    page.close();

    // Written through both instances while the page is away.
    await chat(b, stream.id, 'Missed 1');
    await chat(a, stream.id, 'Missed 2');
    await chat(b, stream.id, 'Missed 3');
    const witness = await watch(b, stream.id);
    await chat(a, stream.id, 'Missed 4');
    await witness.next(saying('Missed 4'));

    const again = await watch(b, stream.id, { 'last-event-id': lastId });
    await again.next(saying('Missed 4'));
    expect(again.events.some((event) => event.event === 'reset')).toBe(false);
    expect(chatTexts(again)).toEqual(['Missed 1', 'Missed 2', 'Missed 3', 'Missed 4']);
    const ids = again.events.flatMap((event) => (event.id ? [event.id] : []));
    expect(new Set(ids).size).toBe(ids.length);

    // Going on live from there: the next event once, nothing replayed again.
    await chat(a, stream.id, 'After the move');
    await again.next(saying('After the move'));
    expect(chatTexts(again)).toEqual([
      'Missed 1',
      'Missed 2',
      'Missed 3',
      'Missed 4',
      'After the move',
    ]);
  });

  it('replays on an instance that started after the events, from the shared log', async () => {
    const stream = await factories(a.app).stream();
    const page = await watch(a, stream.id);
    await chat(a, stream.id, 'Before the new one');
    await page.next(saying('Before the new one'));
    const lastId = page.lastEventId!;
    page.close();
    await chat(a, stream.id, 'While it was starting 1');
    await chat(b, stream.id, 'While it was starting 2');

    const c = await buildTestApp(sharing(), { dataDir: a.dataDir });
    late.push(c);
    const again = await watch(c, stream.id, { 'last-event-id': lastId });
    await again.next(saying('While it was starting 2'));
    expect(again.events.some((event) => event.event === 'reset')).toBe(false);
    expect(chatTexts(again)).toEqual(['While it was starting 1', 'While it was starting 2']);
  });

  it('sends no reset at the first event of an installation to a page open before it', async () => {
    const fresh = await buildTestApp(env);
    others.push(fresh);
    const stream = await factories(fresh.app).stream();
    const page = await watch(fresh, stream.id);
    await chat(fresh, stream.id, 'The very first word');
    await page.next(saying('The very first word'));
    expect(page.events.some((event) => event.event === 'reset')).toBe(false);
  });

  it('still answers an id this installation never gave with reset', async () => {
    const stream = await factories(a.app).stream();
    const page = await watch(b, stream.id, { 'last-event-id': 'elsewhere-12' });
    await page.next((event) => event.event === 'reset');
  });
});
