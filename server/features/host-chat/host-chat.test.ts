import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, apiPath } from '#shared/api-paths.js';
import {
  HOST_CHAT_MESSAGES,
  hostChatMessagesResponseSchema,
  hostChatPostedResponseSchema,
} from '#shared/schemas/host-chat.js';
import { type ErrorBody, adminAuthHeader } from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { freshClient } from '#server/platform/testing/factories.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';

describe("the team's chat beside a stream", () => {
  let room: LiveRoomTestApp;
  let moderator: Record<string, string>;
  const open: EventStreamClient[] = [];

  beforeEach(async () => {
    room = await liveRoomTestApp();
    const created = await room.t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'sam',
        displayName: 'Sam O.',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: room.admin,
    });
    expect(created.status).toBe(201);
    moderator = await adminAuthHeader(room.t, { username: 'sam', password: 'moderator-password' });
  });
  afterEach(async () => {
    await closeLiveRoomTestApp(room.t, open.splice(0));
  });

  const path = (id: string) => apiPath(API.adminHostChat, { id });
  const post = (id: string, json: unknown, headers: Record<string, string>) =>
    room.t.request(path(id), { method: 'POST', json, headers });
  const watch = async (url: string, headers: Record<string, string> = {}) => {
    const client = await openEventStream(`${room.t.baseUrl}${url}`, headers);
    open.push(client);
    return client;
  };

  it('staff write and read it by display name, oldest first, live in the panel and never on the public channel', async () => {
    const stream = await room.make.stream();
    const other = await room.make.stream();
    const panel = await watch(API.adminLive, room.admin);
    const page = await watch(`${API.live}?stream=${stream.id}`);

    const first = await post(
      stream.id,
      { message: "  I'll take the prayer requests  " },
      moderator,
    );
    expect(first.status).toBe(201);
    const { message } = hostChatPostedResponseSchema.parse(first.body);
    expect(message).toMatchObject({
      streamId: stream.id,
      name: 'Sam O.',
      message: "I'll take the prayer requests",
    });
    const live = await panel.next((e) => e.event === 'host-chat-message');
    expect(live.data).toEqual(message);

    expect((await post(stream.id, { message: 'Thanks, I have the chat' }, room.admin)).status).toBe(
      201,
    );
    expect((await post(other.id, { message: 'Another stream' }, room.admin)).status).toBe(201);

    const read = await room.t.request(path(stream.id), { headers: moderator });
    expect(read.status).toBe(200);
    const { messages } = hostChatMessagesResponseSchema.parse(read.body);
    expect(messages.map((m) => m.message)).toEqual([
      "I'll take the prayer requests",
      'Thanks, I have the chat',
    ]);
    expect(messages[1]?.staffId).not.toBe(messages[0]?.staffId);

    // The public page's stream heard none of it (a chat message after proves it was listening).
    const said = await room.t.request(API.chatMessage, {
      method: 'POST',
      json: { streamId: stream.id, userName: 'Grace', message: 'Amen' },
      headers: freshClient(),
    });
    expect(said.status).toBe(201);
    await page.next((e) => e.event === 'chat-message');
    expect(page.events.some((e) => e.event === 'host-chat-message')).toBe(false);
    expect(JSON.stringify(page.events)).not.toContain('prayer requests');
  });

  it('refuses a visitor, an unknown stream, and an empty or too long message', async () => {
    const stream = await room.make.stream();
    expect((await room.t.request(path(stream.id))).status).toBe(401);
    expect((await post(stream.id, { message: 'Hello' }, {})).status).toBe(401);

    const unknown = await room.t.request<ErrorBody>(path('000000000000000000000000'), {
      headers: moderator,
    });
    expect(unknown.status).toBe(404);
    expect((await post('000000000000000000000000', { message: 'Hello' }, moderator)).status).toBe(
      404,
    );

    const empty = await post(stream.id, { message: '   ' }, moderator);
    expect(empty.status).toBe(400);
    expect((empty.body as ErrorBody).errors).toEqual({
      message: HOST_CHAT_MESSAGES.messageRequired,
    });
    expect((await post(stream.id, { message: 'x'.repeat(1001) }, moderator)).status).toBe(400);
    expect((await post(stream.id, {}, moderator)).status).toBe(400);
  });
});
