import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import type { ErrorBody } from '#server/platform/testing/build-test-app.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';
import { deviceHeader, freshClient } from '#server/platform/testing/factories.js';

type Headers = Record<string, string>;
type Sanctioned = ApiAnswer<'/api/admin/sanctions', 'post'>;
type ChatPosted = ApiAnswer<'/api/user/chat-message', 'post'>;

/** Another address of one IPv6 /64 for each call: one home or phone holds the whole network. */
function ipv6Network() {
  const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(
    Math.random() * 0xffff,
  ).toString(16)}`;
  let host = 0;
  return () => {
    host += 1;
    return { 'x-forwarded-for': `${prefix}:${host.toString(16)}::${(host * 7).toString(16)}` };
  };
}

describe('sanctions hit the person, and their network only when chosen', () => {
  let room: LiveRoomTestApp;

  beforeAll(async () => {
    room = await liveRoomTestApp();
    await room.t.request(API.adminSettings, {
      method: 'PUT',
      json: { notifications: { commentModeration: false } },
      headers: room.admin,
    });
  });
  afterAll(() => closeLiveRoomTestApp(room.t, []));

  // Each call names the answer it expects: the route's own, or an error's.
  const sanction = <T = unknown>(json: unknown) =>
    room.t.request<T>(API.adminSanctions, { method: 'POST', json, headers: room.admin });
  const chat = <T = unknown>(streamId: string, json: Record<string, unknown>, headers: Headers) =>
    room.t.request<T>(API.chatMessage, {
      method: 'POST',
      json: { streamId, message: 'Amen', ...json },
      headers,
    });

  /** Three guests and a member on one network, each in a browser of their own. */
  async function crowd(network: () => Headers, tag: string) {
    const member = await room.make.member({ name: 'Mary Member' });
    return {
      ray: {
        who: { userName: 'Rowdy Ray', userEmail: `ray-${tag}@example.com` },
        headers: { ...network(), ...deviceHeader() },
      },
      wale: {
        who: { userName: 'Wale Good', userEmail: `wale-${tag}@example.com` },
        headers: { ...network(), ...deviceHeader() },
      },
      // A guest who gives no name or email.
      quiet: { who: {}, headers: { ...network(), ...deviceHeader() } },
      mary: {
        who: {},
        headers: { ...network(), ...deviceHeader(), ...(await room.make.memberAuth(member)) },
      },
    };
  }

  for (const [label, makeNetwork] of [
    [
      'IPv4',
      () => {
        const address = freshClient();
        return () => address;
      },
    ],
    ['IPv6 /64', ipv6Network],
  ] as const) {
    it(`on one ${label} address: a timeout silences that guest only; "their network too" every guest there, never the member`, async () => {
      const stream = await room.make.stream();
      const people = await crowd(makeNetwork(), label.slice(0, 4));
      const sent = await chat<ChatPosted>(
        stream.id,
        { ...people.ray.who, message: 'rude' },
        people.ray.headers,
      );
      expect(sent.status).toBe(201);
      for (const person of Object.values(people)) {
        expect((await chat(stream.id, person.who, person.headers)).status).toBe(201);
      }

      const timedOut = await sanction<Sanctioned>({
        messageId: sent.body.chatMessage._id,
        kind: 'timeout',
      });
      expect(timedOut.body.sanction).toMatchObject({ coversAddress: false, sender: 'guest' });
      const statuses = async () =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(people).map(async ([name, person]) => [
              name,
              (await chat(stream.id, person.who, person.headers)).status,
            ]),
          ),
        );
      expect(await statuses()).toEqual({ ray: 403, wale: 201, quiet: 201, mary: 201 });

      // With the network covered, every guest there is refused, the member never.
      const fromWale = await chat<ChatPosted>(
        stream.id,
        { ...people.wale.who, message: 'also rude' },
        people.wale.headers,
      );
      const covering = await sanction<Sanctioned>({
        messageId: fromWale.body.chatMessage._id,
        kind: 'ban',
        coversAddress: true,
      });
      expect(covering.status).toBe(201);
      expect(covering.body.sanction).toMatchObject({ coversAddress: true, sender: 'guest' });
      expect(await statuses()).toEqual({ ray: 403, wale: 403, quiet: 403, mary: 201 });
      // A guest from elsewhere is untouched.
      const elsewhere = await chat(
        stream.id,
        { userName: 'Far' },
        { ...freshClient(), ...deviceHeader() },
      );
      expect(elsewhere.status).toBe(201);

      const listed = await room.t.request<ApiAnswer<'/api/admin/sanctions'>>(API.adminSanctions, {
        headers: room.admin,
      });
      const mine = listed.body.sanctions.filter((s) =>
        [timedOut.body.sanction._id, covering.body.sanction._id].includes(s._id),
      );
      expect(mine.map((s) => s.coversAddress).sort()).toEqual([false, true]);
    });
  }

  it('a banned guest stepping to the next address of their /64 stays banned when the network is covered', async () => {
    const stream = await room.make.stream();
    const network = ipv6Network();
    const sent = await chat<ChatPosted>(
      stream.id,
      { userName: 'Hopper' },
      { ...network(), ...deviceHeader() },
    );
    await sanction({ messageId: sent.body.chatMessage._id, kind: 'ban', coversAddress: true });
    for (let i = 0; i < 5; i += 1) {
      const again = await chat(
        stream.id,
        { userName: `Hopper ${i}` },
        { ...network(), ...deviceHeader() },
      );
      expect(again.status).toBe(403);
      expect(again.body).toEqual({ message: API_MESSAGES.moderation.banned });
    }
  });

  it('a guest posting under a member’s email and banned leaves the member able to post', async () => {
    const stream = await room.make.stream();
    const member = await room.make.member({ name: 'Faithful', email: 'faithful@example.com' });
    const framer = { ...freshClient(), ...deviceHeader() };
    const abuse = await chat<ChatPosted>(
      stream.id,
      { userName: 'Faithful', userEmail: 'faithful@example.com', message: 'abuse' },
      framer,
    );
    const banned = await sanction<Sanctioned>({
      messageId: abuse.body.chatMessage._id,
      kind: 'ban',
    });
    expect(banned.status).toBe(201);
    // The member's email is not kept: a guest typing it proves nothing.
    expect(banned.body.sanction).toMatchObject({ memberId: null, email: null, sender: 'guest' });
    // The framer is still caught on their device.
    expect((await chat(stream.id, { userName: 'X' }, framer)).status).toBe(403);

    const auth = { ...(await room.make.memberAuth(member)), ...freshClient(), ...deviceHeader() };
    expect((await chat(stream.id, { message: 'Good morning' }, auth)).status).toBe(201);
    const commented = await room.t.request(API.comment, {
      method: 'POST',
      json: { streamId: stream.id, content: 'Blessed' },
      headers: auth,
    });
    expect(commented.status).toBe(201);
    const prayed = await room.t.request(API.prayerRequest, {
      method: 'POST',
      json: {
        name: 'Faithful',
        request: 'Pray for my family',
        isPrivate: true,
        isAnonymous: false,
      },
      headers: auth,
    });
    expect(prayed.status).toBe(201);
  });

  it('a member’s sanction holds on their account, and on their email and device signed out', async () => {
    const stream = await room.make.stream();
    const member = await room.make.member({ name: 'Loud', email: 'loud-member@example.com' });
    const device = deviceHeader();
    const auth = { ...(await room.make.memberAuth(member)), ...freshClient(), ...device };
    const posted = await chat<ChatPosted>(stream.id, { message: 'LOUD' }, auth);
    const made = await sanction<Sanctioned>({
      messageId: posted.body.chatMessage._id,
      kind: 'timeout',
    });
    expect(made.body.sanction).toMatchObject({
      memberId: member.id,
      email: 'loud-member@example.com',
      sender: 'member',
    });
    expect((await chat(stream.id, {}, auth)).status).toBe(403);
    expect(
      (
        await chat(
          stream.id,
          { userEmail: 'LOUD-member@example.com' },
          { ...freshClient(), ...deviceHeader() },
        )
      ).status,
    ).toBe(403);
    expect(
      (await chat(stream.id, { userName: 'Anon' }, { ...freshClient(), ...device })).status,
    ).toBe(403);
  });

  it('answers 400 with a field error when a sanction without a post would cover a network', async () => {
    const member = await room.make.member();
    for (const target of [{ email: 'someone@example.com' }, { memberId: member.id }]) {
      const refused = await sanction({ ...target, kind: 'ban', coversAddress: true });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: { coversAddress: API_MESSAGES.moderation.noAddressToCover },
      });
    }
    const notBoolean = await sanction<ErrorBody>({
      email: 'someone@example.com',
      kind: 'ban',
      coversAddress: 'yes',
    });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toEqual({
      coversAddress: 'Covers address must be true or false',
    });
  });

  it('slow mode counts one /64 as one address', async () => {
    const stream = await room.make.stream();
    const set = await room.t.request(apiPath(API.adminStreamChat, { id: stream.id }), {
      method: 'PUT',
      json: { slowModeSeconds: 60, pinnedMessage: null, who: 'everyone' },
      headers: room.admin,
    });
    expect(set.status).toBe(200);
    const network = ipv6Network();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      statuses.push(
        (await chat(stream.id, { userName: `G${i}`, userEmail: `g${i}@example.com` }, network()))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('a shadow-muted sender cannot tell', () => {
  let room: LiveRoomTestApp;

  beforeAll(async () => {
    room = await liveRoomTestApp();
  });
  afterAll(() => closeLiveRoomTestApp(room.t, []));

  const settings = (json: unknown) =>
    room.t.request(API.adminSettings, { method: 'PUT', json, headers: room.admin });

  /** A muted and a free sender send the same thing: the answers differ only in ids and times. */
  async function compare(send: (headers: Headers) => Promise<{ status: number; body: unknown }>) {
    const muted = { ...freshClient(), ...deviceHeader() };
    const first = await send(muted);
    const sender = first.body as { chatMessage?: { _id: string }; comment?: { _id: string } };
    const made = await room.t.request(API.adminSanctions, {
      method: 'POST',
      json: sender.chatMessage
        ? { messageId: sender.chatMessage._id, kind: 'shadow' }
        : { commentId: sender.comment?._id, kind: 'shadow' },
      headers: room.admin,
    });
    expect(made.status).toBe(201);
    const mutedAnswer = await send(muted);
    const freeAnswer = await send({ ...freshClient(), ...deviceHeader() });
    const strip = (body: unknown) =>
      JSON.parse(JSON.stringify(body), (key, value: unknown) =>
        key === '_id' || key === 'createdAt' ? undefined : value,
      ) as unknown;
    expect(mutedAnswer.status).toBe(freeAnswer.status);
    expect(strip(mutedAnswer.body)).toEqual(strip(freeAnswer.body));
    return { mutedAnswer, freeAnswer };
  }

  it('a chat message with a held word is answered "awaiting review" for both', async () => {
    const stream = await room.make.stream();
    await settings({ moderation: { blockedWords: ['lottery'] } });
    const { freeAnswer } = await compare((headers) =>
      room.t.request(API.chatMessage, {
        method: 'POST',
        json: { streamId: stream.id, userName: 'Same', message: 'win the lottery' },
        headers,
      }),
    );
    expect(freeAnswer.body).toMatchObject({ chatMessage: { awaitingReview: true } });
    await settings({ moderation: { blockedWords: [] } });
  });

  it('a comment while Comment Moderation holds everything is "awaiting review" for both', async () => {
    const stream = await room.make.stream();
    await settings({ notifications: { commentModeration: true } });
    const { freeAnswer } = await compare((headers) =>
      room.t.request(API.comment, {
        method: 'POST',
        json: { streamId: stream.id, userName: 'Same', content: 'Thank you' },
        headers,
      }),
    );
    expect(freeAnswer.body).toMatchObject({ comment: { awaitingReview: true } });
    await settings({ notifications: { commentModeration: false } });
  });

  it('a public prayer request is "on the wall" for both when approval is not required', async () => {
    const stream = await room.make.stream();
    await settings({ prayer: { requireApproval: false } });
    // Muted from a chat message, then both send from the /prayer page.
    const muted = { ...freshClient(), ...deviceHeader() };
    const sent = await room.t.request<ChatPosted>(API.chatMessage, {
      method: 'POST',
      json: { streamId: stream.id, userName: 'Same', message: 'hello' },
      headers: muted,
    });
    await room.t.request(API.adminSanctions, {
      method: 'POST',
      json: { messageId: sent.body.chatMessage._id, kind: 'shadow' },
      headers: room.admin,
    });
    const request = (headers: Headers) =>
      room.t.request<ApiAnswer<'/api/user/prayer-request', 'post'>>(API.prayerRequest, {
        method: 'POST',
        json: { name: 'Same', request: 'Pray for rain', isPrivate: false, isAnonymous: false },
        headers,
      });
    const mutedAnswer = await request(muted);
    const freeAnswer = await request({ ...freshClient(), ...deviceHeader() });
    expect(mutedAnswer.status).toBe(201);
    expect({ ...mutedAnswer.body.prayerRequest, _id: '', createdAt: '' }).toEqual({
      ...freeAnswer.body.prayerRequest,
      _id: '',
      createdAt: '',
    });
    expect(freeAnswer.body.prayerRequest.onWall).toBe(true);
    // The wall shows the free request, never the muted one.
    const wall = await room.t.request<ApiAnswer<'/api/prayer-wall'>>(API.prayerWall);
    const ids = wall.body.prayerRequests.map((p) => p._id);
    expect(ids).toContain(freeAnswer.body.prayerRequest._id);
    expect(ids).not.toContain(mutedAnswer.body.prayerRequest._id);
    await settings({ prayer: { requireApproval: true } });
  });
});
