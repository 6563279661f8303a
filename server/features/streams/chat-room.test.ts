import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import { type ErrorBody, type TestApp } from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

type OneStream = ApiAnswer<'/api/stream/{id}'>;

describe('room controls of a stream chat', () => {
  let t: TestApp;
  let make: LiveRoomTestApp['make'];
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  beforeAll(async () => ({ t, make, admin } = await liveRoomTestApp()));
  afterAll(() => closeLiveRoomTestApp(t, open));

  const setRoom = <T = ApiAnswer<'/api/admin/stream/{id}/chat', 'put'>>(
    id: string,
    json: unknown,
    headers = admin,
  ) => t.request<T>(apiPath(API.adminStreamChat, { id }), { method: 'PUT', json, headers });
  const send = (json: Record<string, unknown>, headers: Record<string, string>) =>
    t.request(API.chatMessage, { method: 'POST', json, headers });
  const room = { slowModeSeconds: 0, pinnedMessage: null, who: 'everyone' };

  it('sets slow mode, the pinned message and who may post; GET /api/stream/{id} and the live stream list show them', async () => {
    const stream = await make.stream();
    const before = await t.request<OneStream>(apiPath(API.stream, { id: stream.id }));
    expect(before.body.stream.chat).toEqual(room);
    const page = await openEventStream(`${t.baseUrl}${API.live}?stream=${stream.id}`);
    open.push(page);
    const saved = await setRoom(stream.id, {
      slowModeSeconds: 30,
      pinnedMessage: '  Welcome! Be kind.  ',
      who: 'named',
    });
    expect(saved.status).toBe(200);
    const chat = { slowModeSeconds: 30, pinnedMessage: 'Welcome! Be kind.', who: 'named' };
    expect(saved.body).toEqual({ chat });
    const after = await t.request<OneStream>(apiPath(API.stream, { id: stream.id }));
    expect(after.body.stream.chat).toEqual(chat);
    const listed = await page.next(
      (event) =>
        event.event === 'streams' &&
        (event.data as { streams: { _id: string; chat: unknown }[] }).streams.some(
          (s) => s._id === stream.id && JSON.stringify(s.chat) === JSON.stringify(chat),
        ),
    );
    expect(listed.event).toBe('streams');
    const active = await t.request<ApiAnswer<'/api/streams/active'>>(API.activeStreams);
    expect(active.body.streams.find((s) => s._id === stream.id)?.chat).toEqual(chat);
    const unpinned = await setRoom(stream.id, { ...chat, pinnedMessage: '   ' });
    expect(unpinned.body.chat.pinnedMessage).toBeNull();
  });

  it('answers 400 with field errors, 404 for an unknown stream', async () => {
    const stream = await make.stream();
    const bad = await setRoom<ErrorBody>(stream.id, {
      slowModeSeconds: 301,
      pinnedMessage: 'x'.repeat(501),
      who: 'friends',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.errors.validation);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'pinnedMessage',
      'slowModeSeconds',
      'who',
    ]);
    for (const slowModeSeconds of [-1, 1.5, '10', null]) {
      const response = await setRoom<ErrorBody>(stream.id, { ...room, slowModeSeconds });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toEqual(['slowModeSeconds']);
    }
    expect((await setRoom(stream.id, {})).status).toBe(400);
    const unknown = await setRoom<ErrorBody>('000000000000000000000000', room);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: API_MESSAGES.notFound.stream });
  });

  it('slow mode: a second message from the same person within the wait is 429 with the seconds left, whatever name they use or wherever they are', async () => {
    const stream = await make.stream();
    await setRoom(stream.id, { ...room, slowModeSeconds: 60 });
    const here = freshClient();
    const first = await send(
      { streamId: stream.id, userName: 'Ada', userEmail: 'ada@example.com', message: 'Amen' },
      here,
    );
    expect(first.status).toBe(201);
    const again = await send(
      { streamId: stream.id, userName: 'Ada L.', userEmail: 'ADA@example.com', message: 'Amen!' },
      freshClient(),
    );
    expect(again.status).toBe(429);
    const seconds = Number(again.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.body).toEqual({
      message: `Slow mode is on: you can send again in ${seconds} seconds.`,
    });
    // Someone else on the same network is not held back by Ada.
    const neighbour = await send(
      { streamId: stream.id, userName: 'Bola', userEmail: 'bola@example.com', message: 'Amen' },
      here,
    );
    expect(neighbour.status).toBe(201);
    // A member counts as themself, signed in anywhere.
    const member = await make.member();
    const auth = await make.memberAuth(member);
    expect(
      (await send({ streamId: stream.id, message: 'Hi' }, { ...auth, ...freshClient() })).status,
    ).toBe(201);
    expect(
      (await send({ streamId: stream.id, message: 'Hi' }, { ...auth, ...freshClient() })).status,
    ).toBe(429);
    // Another stream has its own room.
    const other = await make.stream();
    expect(
      (await send({ streamId: other.id, userEmail: 'ada@example.com', message: 'Hi' }, here))
        .status,
    ).toBe(201);
  });

  it('slow mode: a guest changing their email every message is stopped by the address allowance', async () => {
    const stream = await make.stream();
    await setRoom(stream.id, { ...room, slowModeSeconds: 60 });
    const here = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await send(
        { streamId: stream.id, userEmail: `sock${i}@example.com`, message: `spam ${i}` },
        here,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("'named' refuses posts without a name and email; 'members' refuses guests, with a message", async () => {
    const stream = await make.stream();
    await setRoom(stream.id, { ...room, who: 'named' });
    for (const json of [
      { message: 'Hi' },
      { userName: 'Ada', message: 'Hi' },
      { userEmail: 'ada@example.com', message: 'Hi' },
      { userName: 'Anonymous', userEmail: 'ada@example.com', message: 'Hi' },
    ]) {
      const refused = await send({ streamId: stream.id, ...json }, freshClient());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: API_MESSAGES.moderation.namedOnly });
    }
    const named = await send(
      { streamId: stream.id, userName: 'Ada', userEmail: 'ada@example.com', message: 'Hi' },
      freshClient(),
    );
    expect(named.status).toBe(201);
    await setRoom(stream.id, { ...room, who: 'members' });
    const guest = await send(
      { streamId: stream.id, userName: 'Ada', userEmail: 'ada@example.com', message: 'Hi' },
      freshClient(),
    );
    expect(guest.status).toBe(403);
    expect(guest.body).toEqual({ message: API_MESSAGES.moderation.membersOnly });
    const member = await make.member();
    const signedIn = await send(
      { streamId: stream.id, message: 'Hi' },
      { ...(await make.memberAuth(member)), ...freshClient() },
    );
    expect(signedIn.status).toBe(201);
  });
});
