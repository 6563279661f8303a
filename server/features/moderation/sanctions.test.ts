import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { deviceHeader, factories, freshClient } from '#server/platform/testing/factories.js';

type Sanctioned = ApiAnswer<'/api/admin/sanctions', 'post'>;
type Sanctions = ApiAnswer<'/api/admin/sanctions'>;
type ChatPosted = ApiAnswer<'/api/user/chat-message', 'post'>;
type CommentPosted = ApiAnswer<'/api/user/comment', 'post'>;

describe('sanctions: timeouts, bans and shadow mutes', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Record<string, string>;

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
  afterAll(() => t.close());

  // Each call names the answer it expects: the route's own, or an error's.
  const sanction = <T = unknown>(json: unknown, headers = admin) =>
    t.request<T>(API.adminSanctions, { method: 'POST', json, headers });
  const chat = <T = unknown>(json: Record<string, unknown>, headers: Record<string, string>) =>
    t.request<T>(API.chatMessage, { method: 'POST', json, headers });
  const comment = <T = unknown>(json: Record<string, unknown>, headers: Record<string, string>) =>
    t.request<T>(API.comment, { method: 'POST', json, headers });
  const publicChat = async (streamId: string) =>
    (
      await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
        apiPath(API.chatMessages, { streamId }),
      )
    ).body.messages.map((m) => m.message);

  it('times out the sender of a message: 403 with the minutes left, on their device, email and sign-in', async () => {
    const stream = await make.stream();
    const home = freshClient();
    const trollDevice = { ...home, ...deviceHeader() };
    const sent = await chat<ChatPosted>(
      { streamId: stream.id, userName: 'Troll', userEmail: 'troll@example.com', message: 'rude' },
      trollDevice,
    );
    const made = await sanction<Sanctioned>({
      messageId: sent.body.chatMessage._id,
      kind: 'timeout',
      minutes: 60,
    });
    expect(made.status).toBe(201);
    expect(made.body.sanction).toMatchObject({
      kind: 'timeout',
      userName: 'Troll',
      email: 'troll@example.com',
      memberId: null,
      coversAddress: false,
      sender: 'guest',
    });
    expect(Date.parse(made.body.sanction.expiresAt ?? '') - Date.now()).toBeGreaterThan(
      59 * 60_000,
    );

    const attempts = [
      // The same person again.
      [{ userName: 'Troll', userEmail: 'troll@example.com' }, trollDevice],
      // A new name and email from the same device.
      [{ userName: 'Nice Person', userEmail: 'nice@example.com' }, trollDevice],
      // No name at all from the same device.
      [{}, trollDevice],
      // The same email from another device and address.
      [
        { userName: 'T', userEmail: 'TROLL@example.com' },
        { ...freshClient(), ...deviceHeader() },
      ],
    ] as const;
    for (const [who, headers] of attempts) {
      const refused = await chat({ streamId: stream.id, message: 'again', ...who }, headers);
      expect(refused.status, JSON.stringify(who)).toBe(403);
      expect(refused.body).toEqual({
        message: 'A moderator has paused your messages: you can post again in 60 minutes.',
      });
      const commented = await comment({ streamId: stream.id, content: 'again', ...who }, headers);
      expect(commented.status).toBe(403);
    }
    // A guest's sanction never reaches a member account, whatever email the guest typed: an
    // account is sanctioned by its member id.
    const member = await make.member({ email: 'troll@example.com' });
    const asMember = await chat(
      { streamId: stream.id, message: 'hi' },
      { ...(await make.memberAuth(member)), ...trollDevice },
    );
    expect(asMember.status).toBe(201);
    // Another guest on the same network, and a member there, are themselves.
    const neighbourGuest = await chat(
      { streamId: stream.id, userName: 'Wale Good', userEmail: 'wale@example.com', message: 'Hi' },
      { ...home, ...deviceHeader() },
    );
    expect(neighbourGuest.status).toBe(201);
    const neighbour = await make.member();
    const fromHome = await chat(
      { streamId: stream.id, message: 'Amen' },
      { ...(await make.memberAuth(neighbour)), ...home },
    );
    expect(fromHome.status).toBe(201);

    const lifted = await t.request(apiPath(API.adminSanction, { id: made.body.sanction._id }), {
      method: 'DELETE',
      headers: admin,
    });
    expect(lifted.status).toBe(200);
    const back = await chat(
      { streamId: stream.id, userName: 'Troll', userEmail: 'troll@example.com', message: 'sorry' },
      trollDevice,
    );
    expect(back.status).toBe(201);
  });

  it('bans a member from a comment: refused signed in, and as a guest with their email', async () => {
    const stream = await make.stream();
    const member = await make.member({ name: 'Loud', email: 'loud@example.com' });
    const auth = await make.memberAuth(member);
    const posted = await comment<CommentPosted>(
      { streamId: stream.id, content: 'LOUD' },
      { ...auth, ...freshClient() },
    );
    const banned = await sanction<Sanctioned>({ commentId: posted.body.comment._id, kind: 'ban' });
    expect(banned.status).toBe(201);
    expect(banned.body.sanction).toMatchObject({
      kind: 'ban',
      memberId: member.id,
      email: 'loud@example.com',
      expiresAt: null,
    });
    for (const [json, headers] of [
      [{ message: 'x' }, { ...auth, ...freshClient() }],
      [{ userName: 'Quiet', userEmail: 'Loud@Example.com', message: 'x' }, freshClient()],
    ] as const) {
      const refused = await chat({ streamId: stream.id, ...json }, headers);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: API_MESSAGES.moderation.banned });
    }
  });

  it('shadow-mutes by email: posts are accepted and shown to nobody else', async () => {
    const stream = await make.stream();
    const made = await sanction<Sanctioned>({ email: 'Shadow@Example.com', kind: 'shadow' });
    expect(made.status).toBe(201);
    expect(made.body.sanction).toMatchObject({ email: 'shadow@example.com', coversAddress: false });
    const sent = await chat<ChatPosted>(
      {
        streamId: stream.id,
        userName: 'S',
        userEmail: 'shadow@example.com',
        message: 'hidden words',
      },
      freshClient(),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.chatMessage).toMatchObject({ message: 'hidden words' });
    expect(sent.body.chatMessage.awaitingReview).toBeUndefined();
    expect(await publicChat(stream.id)).toEqual([]);
    const panel = await t.request<ApiAnswer<'/api/admin/chat-messages'>>(
      `${API.adminChatMessages}?streamId=${stream.id}`,
      { headers: admin },
    );
    expect(panel.body.messages[0]).toMatchObject({ message: 'hidden words', state: 'shadow' });
    const posted = await comment(
      { streamId: stream.id, userEmail: 'shadow@example.com', content: 'also hidden' },
      freshClient(),
    );
    expect(posted.status).toBe(201);
    const comments = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
      apiPath(API.comments, { streamId: stream.id }),
    );
    expect(comments.body.comments).toEqual([]);
  });

  it('sanctions a member by id; lists sanctions in force newest first', async () => {
    const member = await make.member({ name: 'Named Member' });
    const made = await sanction<Sanctioned>({ memberId: member.id, kind: 'timeout' });
    expect(made.status).toBe(201);
    const minutes = (Date.parse(made.body.sanction.expiresAt ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const listed = await t.request<Sanctions>(`${API.adminSanctions}?search=named`, {
      headers: admin,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.sanctions[0]).toMatchObject({
      _id: made.body.sanction._id,
      userName: 'Named Member',
      memberId: member.id,
      kind: 'timeout',
    });
  });

  it('lets a moderator time out the sender of a comment, list it with its source and lift it', async () => {
    const created = await t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'sanction-mod',
        displayName: 'Sunday Moderator',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: admin,
    });
    expect(created.status).toBe(201);
    const moderator = await adminAuthHeader(t, {
      username: 'sanction-mod',
      password: 'moderator-password',
    });
    const stream = await make.stream();
    const home = freshClient();
    const posted = await comment<CommentPosted>(
      {
        streamId: stream.id,
        userName: 'Commenter',
        userEmail: 'commenter@example.com',
        content: 'x'.repeat(250),
      },
      home,
    );
    expect(posted.status).toBe(201);
    const made = await sanction<Sanctioned>(
      { commentId: posted.body.comment._id, kind: 'timeout', minutes: 10 },
      moderator,
    );
    expect(made.status).toBe(201);
    expect(made.body.sanction).toMatchObject({
      kind: 'timeout',
      userName: 'Commenter',
      source: 'comment',
      sourceText: 'x'.repeat(200),
      createdBy: 'Sunday Moderator',
    });
    const refused = await comment<ErrorBody>(
      {
        streamId: stream.id,
        userName: 'Commenter',
        userEmail: 'commenter@example.com',
        content: 'y',
      },
      home,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'A moderator has paused your messages: you can post again in 10 minutes.',
    );

    const listed = await t.request<Sanctions>(`${API.adminSanctions}?search=commenter`, {
      headers: moderator,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.sanctions).toEqual([made.body.sanction]);
    const lifted = await t.request(apiPath(API.adminSanction, { id: made.body.sanction._id }), {
      method: 'DELETE',
      headers: moderator,
    });
    expect(lifted.status).toBe(200);
    const after = await t.request<Sanctions>(`${API.adminSanctions}?search=commenter`, {
      headers: moderator,
    });
    expect(after.body.total).toBe(0);
    expect(
      (
        await comment(
          {
            streamId: stream.id,
            userName: 'Commenter',
            userEmail: 'commenter@example.com',
            content: 'z',
          },
          home,
        )
      ).status,
    ).toBe(201);
  });

  it('names a prayer request, an email and a member as the source of a sanction', async () => {
    const stream = await make.stream();
    const prayer = await chat<ChatPosted>(
      {
        streamId: stream.id,
        userName: 'Asker',
        userEmail: 'asker@example.com',
        message: 'Pray for me',
        messageType: 'prayer',
      },
      freshClient(),
    );
    const fromPrayer = await sanction<Sanctioned>({
      messageId: prayer.body.chatMessage._id,
      kind: 'shadow',
    });
    expect(fromPrayer.body.sanction).toMatchObject({
      source: 'prayer',
      sourceText: 'Pray for me',
      createdBy: expect.any(String),
    });
    const byEmail = await sanction<Sanctioned>({ email: 'by-email@example.com', kind: 'ban' });
    expect(byEmail.body.sanction).toMatchObject({ source: 'email', sourceText: null });
    const member = await make.member();
    const byMember = await sanction<Sanctioned>({ memberId: member.id, kind: 'ban' });
    expect(byMember.body.sanction).toMatchObject({ source: 'member', sourceText: null });
  });

  it('answers 400 for bad bodies, 404 for unknown targets and sanctions', async () => {
    for (const [json, field] of [
      [{ kind: 'ban' }, 'messageId'],
      [{ messageId: 'a', email: 'x@example.com', kind: 'ban' }, 'messageId'],
      [{ email: 'x@example.com', kind: 'mute' }, 'kind'],
      [{ email: 'not-an-email', kind: 'ban' }, 'email'],
      [{ email: 'x@example.com', kind: 'timeout', minutes: 0 }, 'minutes'],
      [{ email: 'x@example.com', kind: 'timeout', minutes: 100_000 }, 'minutes'],
      [{ email: 'x@example.com', kind: 'timeout', minutes: '10' }, 'minutes'],
    ] as const) {
      const response = await sanction<Required<ErrorBody>>(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body.message).toBe(MESSAGES.errors.validation);
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    const unknown = '000000000000000000000000';
    expect((await sanction({ messageId: unknown, kind: 'ban' })).body).toEqual({
      message: API_MESSAGES.notFound.chatMessage,
    });
    expect((await sanction({ commentId: unknown, kind: 'ban' })).status).toBe(404);
    expect((await sanction({ memberId: unknown, kind: 'ban' })).status).toBe(404);
    const lift = await t.request(apiPath(API.adminSanction, { id: unknown }), {
      method: 'DELETE',
      headers: admin,
    });
    expect(lift.status).toBe(404);
  });
});
