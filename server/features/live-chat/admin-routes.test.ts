import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { type ErrorBody, type TestApp } from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';
import { freshClient, minutesFromNow } from '#server/platform/testing/factories.js';

type Listed = ApiAnswer<'/api/admin/chat-messages'>;
type StateSet = ApiAnswer<'/api/admin/chat-message/{id}', 'patch'>;
type Removed = ApiAnswer<'/api/admin/chat-message/{id}', 'delete'>;

describe('Live Moderation of chat messages and prayer requests', () => {
  let t: TestApp;
  let make: LiveRoomTestApp['make'];
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  beforeAll(async () => ({ t, make, admin } = await liveRoomTestApp()));
  afterAll(() => closeLiveRoomTestApp(t, open));

  // Each helper answers its route's success shape; a call that expects a refusal names ErrorBody.
  const list = <T = Listed>(query: string, headers = admin) =>
    t.request<T>(`${API.adminChatMessages}?${query}`, { headers });
  const setState = <T = StateSet>(id: string, json: unknown, headers = admin) =>
    t.request<T>(apiPath(API.adminChatMessage, { id }), { method: 'PATCH', json, headers });
  const remove = <T = Removed>(id: string, headers = admin) =>
    t.request<T>(apiPath(API.adminChatMessage, { id }), { method: 'DELETE', headers });
  const publicIds = async (streamId: string) => {
    const response = await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      apiPath(API.chatMessages, { streamId }),
    );
    return response.body.messages.map((m) => m._id);
  };
  async function watch(query: string, headers: Record<string, string> = {}) {
    const client = await openEventStream(`${t.baseUrl}${query}`, headers);
    open.push(client);
    return client;
  }

  it('lists every message of a stream newest first, with email and state; filters and searches', async () => {
    const stream = await make.stream();
    const old = await make.chatMessage(stream.id, { createdAt: minutesFromNow(-5) });
    const prayer = await make.chatMessage(stream.id, {
      messageType: 'prayer',
      userName: 'Esther',
      userEmail: 'esther@example.com',
      message: 'Pray for my mother',
      createdAt: minutesFromNow(-3),
    });
    const held = await make.chatMessage(stream.id, {
      state: 'held',
      createdAt: minutesFromNow(-1),
    });
    await make.chatMessage((await make.stream()).id);

    const all = await list(`streamId=${stream.id}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 50 });
    expect(all.body.messages.map((m) => m._id)).toEqual([held.id, prayer.id, old.id]);
    expect(all.body.messages[1]).toEqual({
      _id: prayer.id,
      streamId: stream.id,
      userName: 'Esther',
      userEmail: 'esther@example.com',
      memberId: null,
      message: 'Pray for my mother',
      messageType: 'prayer',
      state: 'visible',
      createdAt: prayer.createdAt,
      reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
    });
    const prayers = await list(`streamId=${stream.id}&messageType=prayer`);
    expect(prayers.body.messages.map((m) => m._id)).toEqual([prayer.id]);
    const heldOnly = await list(`streamId=${stream.id}&state=held`);
    expect(heldOnly.body.messages.map((m) => m._id)).toEqual([held.id]);
    const found = await list(`streamId=${stream.id}&search=ESTHER@`);
    expect(found.body.messages.map((m) => m._id)).toEqual([prayer.id]);
    const paged = await list(`streamId=${stream.id}&limit=1&page=2`);
    expect(paged.body.messages.map((m) => m._id)).toEqual([prayer.id]);
  });

  it('answers 400 for a bad filter or state, 404 for an unknown message', async () => {
    const bad = await list<ErrorBody>('state=gone&messageType=shout&limit=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['limit', 'messageType', 'state']);
    const stream = await make.stream();
    const message = await make.chatMessage(stream.id);
    for (const json of [{}, { state: 'held' }, { state: 'VISIBLE' }, { state: 1 }]) {
      const response = await setState<ErrorBody>(message.id, json);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.errors.validation);
      expect(response.body.errors?.state).toBe('State must be one of: visible, hidden');
    }
    const unknown = '000000000000000000000000';
    expect((await setState(unknown, { state: 'hidden' })).status).toBe(404);
    expect((await remove(unknown)).status).toBe(404);
    expect(await publicIds(stream.id)).toEqual([message.id]);
  });

  it('hides a message: it leaves the public list (past the read cache) and every open page at once', async () => {
    const stream = await make.stream();
    const message = await make.chatMessage(stream.id);
    // Fill the read cache first: the hide must not be answered from it.
    expect(await publicIds(stream.id)).toEqual([message.id]);
    const page = await watch(`${API.live}?stream=${stream.id}`);
    const panel = await watch(API.adminLive, admin);
    const hidden = await setState(message.id, { state: 'hidden' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toMatchObject({ _id: message.id, state: 'hidden' });
    const removed = await page.next((event) => event.event === 'removed');
    expect(removed.data).toEqual({ kind: 'chat-message', _id: message.id });
    const changed = await panel.next((event) => event.event === 'moderation');
    expect(changed.data).toEqual({ kind: 'chat-message', streamId: stream.id, _id: message.id });
    expect(await publicIds(stream.id)).toEqual([]);
    // Reactions to a hidden message are refused like an unknown one.
    const reacted = await t.request(apiPath(API.chatMessageReaction, { id: message.id }), {
      method: 'PUT',
      json: { reactionType: 'amen' },
      headers: freshClient(),
    });
    expect(reacted.status).toBe(404);

    const shown = await setState(message.id, { state: 'visible' });
    expect(shown.body.message.state).toBe('visible');
    const back = await page.next((event) => event.event === 'chat-message');
    expect(back.data).toMatchObject({ _id: message.id, message: message.message });
    expect(await publicIds(stream.id)).toEqual([message.id]);
  });

  it('deletes a message: gone from the public list, the panel list and open pages', async () => {
    const stream = await make.stream();
    const message = await make.chatMessage(stream.id, { messageType: 'prayer' });
    expect(await publicIds(stream.id)).toEqual([message.id]);
    const page = await watch(`${API.live}?stream=${stream.id}`);
    const deleted = await remove(message.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Message deleted' });
    const removed = await page.next((event) => event.event === 'removed');
    expect(removed.data).toEqual({ kind: 'chat-message', _id: message.id });
    expect(await publicIds(stream.id)).toEqual([]);
    expect((await list(`streamId=${stream.id}`)).body.total).toBe(0);
    expect((await remove(message.id)).status).toBe(404);
  });
});
