import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import {
  PRAY_NOW_MESSAGES,
  PRAY_NOW_WAIT_SECONDS,
  adminPrayNowAcceptResponseSchema,
  adminPrayNowListResponseSchema,
  prayNowResponseSchema,
} from '#shared/schemas/pray-now.js';
import { adminPrayerRequestsResponseSchema } from '#shared/schemas/prayer-requests.js';
import { quickChatMessagesResponseSchema } from '#shared/schemas/quick-chat.js';
import { type ErrorBody, adminAuthHeader } from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { freshClient } from '#server/platform/testing/factories.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';

describe('praying with someone now', () => {
  let room: LiveRoomTestApp;
  let moderator: Record<string, string>;
  const open: EventStreamClient[] = [];
  // The clock the service reads: each test moves it, never waits for it.
  let clock = Date.parse('2027-02-07T10:00:00.000Z');

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  beforeEach(async () => {
    room = await liveRoomTestApp();
    const created = await room.t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'hannah',
        displayName: 'Hannah M.',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: room.admin,
    });
    expect(created.status).toBe(201);
    moderator = await adminAuthHeader(room.t, {
      username: 'hannah',
      password: 'moderator-password',
    });
  });
  afterEach(async () => {
    await closeLiveRoomTestApp(room.t, open.splice(0));
  });

  const later = (seconds: number) => {
    clock += seconds * 1000;
    vi.setSystemTime(clock);
  };
  const ask = (json: unknown, headers: Record<string, string> = freshClient()) =>
    room.t.request(API.prayNow, { method: 'POST', json, headers });
  const askOk = async (json: Record<string, unknown> = {}) => {
    const response = await ask({ name: 'Esther', request: 'Pray for my mother', ...json });
    expect(response.status).toBe(201);
    return prayNowResponseSchema.parse(response.body).prayNow;
  };
  const read = async (id: string) => {
    const response = await room.t.request(apiPath(API.prayNowRequest, { id }));
    expect(response.status).toBe(200);
    return prayNowResponseSchema.parse(response.body).prayNow;
  };
  const accept = (id: string, headers: Record<string, string>) =>
    room.t.request(apiPath(API.adminPrayNowAccept, { id }), { method: 'POST', headers });
  const waiting = async () => {
    const response = await room.t.request(API.adminPrayNowRequests, { headers: moderator });
    expect(response.status).toBe(200);
    return adminPrayNowListResponseSchema.parse(response.body).requests;
  };

  it('waits for someone under an unguessable id, which alone reads it; the team sees it at once', async () => {
    const panel = await openEventStream(`${room.t.baseUrl}${API.adminLive}`, moderator);
    open.push(panel);
    const asked = await askOk({ email: 'esther@example.com' });
    expect(asked.state).toBe('waiting');
    expect(asked._id.length).toBeGreaterThanOrEqual(32);
    expect(Date.parse(asked.expiresAt)).toBe(clock + PRAY_NOW_WAIT_SECONDS * 1000);
    expect(asked).not.toHaveProperty('chatId');

    const event = await panel.next((e) => e.event === 'pray-now');
    expect(event.data).toEqual({ _id: asked._id, state: 'waiting' });

    expect(await read(asked._id)).toEqual(asked);
    const unknown = await room.t.request<ErrorBody>(
      apiPath(API.prayNowRequest, { id: 'not-a-request' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PRAY_NOW_MESSAGES.notFound);

    const listed = await waiting();
    expect(listed).toEqual([
      expect.objectContaining({ _id: asked._id, name: 'Esther', request: 'Pray for my mother' }),
    ]);
    // Moderators read the list: it carries no contact details.
    expect(JSON.stringify(listed)).not.toContain('esther@example.com');
  });

  it('the first to accept continues with the visitor in a quick chat signed with their name; a second accept is refused', async () => {
    const panel = await openEventStream(`${room.t.baseUrl}${API.adminLive}`, room.admin);
    open.push(panel);
    const asked = await askOk({ email: 'esther@example.com' });

    const accepted = await accept(asked._id, moderator);
    expect(accepted.status).toBe(200);
    const { chatId, prayNow } = adminPrayNowAcceptResponseSchema.parse(accepted.body);
    expect(prayNow).toMatchObject({ state: 'accepted', staffName: 'Hannah M.', chatId });
    expect(
      (
        await panel.next(
          (e) => e.event === 'pray-now' && JSON.stringify(e.data).includes('accepted'),
        )
      ).data,
    ).toEqual({ _id: asked._id, state: 'accepted' });

    const second = await accept(asked._id, room.admin);
    expect(second.status).toBe(409);
    expect((second.body as ErrorBody).message).toBe(PRAY_NOW_MESSAGES.alreadyAccepted);

    expect(await read(asked._id)).toMatchObject({
      state: 'accepted',
      chatId,
      staffName: 'Hannah M.',
    });
    expect(await waiting()).toEqual([]);

    // The conversation is a quick chat: the visitor's request, then the staff member by name.
    const messages = await room.t.request(apiPath(API.quickChatMessages, { chatId }));
    const { messages: conversation } = quickChatMessagesResponseSchema.parse(messages.body);
    expect(conversation.map((m) => [m.sender.name, m.sender.isAdmin, m.message])).toEqual([
      ['Esther', false, 'Pray for my mother'],
      [
        'Hannah M.',
        true,
        "Hello Esther, I'm Hannah M. from the prayer team. I'm here to pray with you.",
      ],
    ]);

    // They continue through quick chat, the visitor with the chat id, the staff member by reply.
    later(1);
    const visitorSays = await room.t.request(API.quickChat, {
      method: 'POST',
      json: { name: 'Esther', email: 'esther@example.com', message: 'Thank you', chatId },
      headers: freshClient(),
    });
    expect(visitorSays.status).toBe(201);
    later(1);
    const staffSays = await room.t.request<ApiAnswer<'/api/admin/general-chat/{id}/reply', 'post'>>(
      apiPath(API.adminQuickChatReply, { id: chatId }),
      { method: 'POST', json: { message: 'Let us pray.' }, headers: moderator },
    );
    expect(staffSays.status).toBe(201);
    expect(staffSays.body.reply.sender.name).toBe('Hannah M.');
  });

  it('without an address the conversation is answered on the page alone, never by email', async () => {
    const anonymous = await askOk();
    const withEmail = await askOk({ name: 'Ruth', email: 'ruth@example.com' });
    for (const { _id } of [anonymous, withEmail])
      expect((await accept(_id, moderator)).status).toBe(200);
    // Long after the greeting: due for an email if the visitor's page never read it.
    const emailed = await room.t.app.quickChatReplyEmails.runOnce(new Date(clock + 86_400_000));
    expect(emailed).toBe(1);
  });

  it('goes to the prayer team as a private request when nobody accepts in time, once', async () => {
    const stream = await room.make.stream({ title: 'Sunday service' });
    const lazily = await askOk({ streamId: stream.id, email: 'esther@example.com' });
    const byJob = await askOk({ name: 'Ruth', request: 'Pray for my exams' });

    later(PRAY_NOW_WAIT_SECONDS - 1);
    expect((await read(lazily._id)).state).toBe('waiting');
    later(1);
    // Read after its time ran out: queued on the way.
    expect(await read(lazily._id)).toMatchObject({ state: 'queued' });
    // The background job queues the other, and queues nothing twice.
    expect(await room.t.app.prayNow.queueExpired()).toBe(1);
    expect(await room.t.app.prayNow.queueExpired()).toBe(0);
    expect((await read(byJob._id)).state).toBe('queued');

    const late = await accept(lazily._id, moderator);
    expect(late.status).toBe(409);
    expect((late.body as ErrorBody).message).toBe(PRAY_NOW_MESSAGES.alreadyQueued);
    expect(await waiting()).toEqual([]);

    const queue = await room.t.request(API.adminPrayerRequests, { headers: room.admin });
    const { prayerRequests } = adminPrayerRequestsResponseSchema.parse(queue.body);
    expect(
      prayerRequests
        .map((p) => ({ name: p.name, source: p.source, isPrivate: p.isPrivate, stream: p.stream }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      {
        name: 'Esther',
        source: 'pray-now',
        isPrivate: true,
        stream: { _id: stream.id, title: 'Sunday service' },
      },
      { name: 'Ruth', source: 'pray-now', isPrivate: true, stream: null },
    ]);
    expect(prayerRequests.find((p) => p.name === 'Esther')?.email).toBe('esther@example.com');

    // A day later the requests themselves are erased: the queue keeps the words.
    later(24 * 60 * 60);
    expect(await room.t.app.prayNow.purgeDecided()).toBe(0);
    later(1);
    expect(await room.t.app.prayNow.purgeDecided()).toBe(2);
    expect((await room.t.request(apiPath(API.prayNowRequest, { id: byJob._id }))).status).toBe(404);
  });

  it('refuses a request without a name or prayer, a bad email, and a flood from one address', async () => {
    const blank = await ask({ name: ' ', request: '', email: 'not-an-email' });
    expect(blank.status).toBe(400);
    expect(Object.keys((blank.body as ErrorBody).errors ?? {}).sort()).toEqual([
      'email',
      'name',
      'request',
    ]);
    const tooLong = await ask({ name: 'Esther', request: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);

    const client = freshClient();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await ask({ name: 'Esther', request: `Prayer ${n}` }, client)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("a member's request carries their name; the team's routes need a staff token", async () => {
    const member = await room.make.member({ name: 'Grace Adeyemi' });
    const response = await ask(
      { name: 'Someone else', request: 'Pray for my family' },
      { ...freshClient(), ...(await room.make.memberAuth(member)) },
    );
    expect(response.status).toBe(201);
    expect((await waiting()).map((r) => r.name)).toEqual(['Grace Adeyemi']);

    const id = prayNowResponseSchema.parse(response.body).prayNow._id;
    expect((await room.t.request(API.adminPrayNowRequests)).status).toBe(401);
    expect((await accept(id, {})).status).toBe(401);
    expect((await read(id)).state).toBe('waiting');
  });
});
