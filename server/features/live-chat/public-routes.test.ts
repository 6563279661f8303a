import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { ANONYMOUS_AUTHOR, LIST_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { chatMessagesResponseSchema } from '#shared/schemas/chat.js';
import {
  type ErrorBody,
  type TestApp,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient, minutesFromNow } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

describe('public live chat and prayer requests', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  // Each helper answers its route's success shape; a call that expects a refusal names ErrorBody.
  const send = <T = ApiAnswer<'/api/user/chat-message', 'post'>>(
    json: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.request<T>('/api/user/chat-message', {
      method: 'POST',
      json,
      headers: { ...freshClient(), ...headers },
    });
  const list = <T = ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
    streamId: string,
    query = '',
  ) => t.request<T>(`/api/user/chat-messages/${streamId}${query}`);
  const stored = (id: string) =>
    t.app.db.kysely
      .selectFrom('chatMessages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('GET /api/user/chat-messages/:streamId', () => {
    it('lists one kind oldest first, or both kinds without messageType', async () => {
      const stream = await make.stream();
      const late = await make.chatMessage(stream.id, { createdAt: minutesFromNow(-1) });
      const early = await make.chatMessage(stream.id, { createdAt: minutesFromNow(-9) });
      const prayer = await make.chatMessage(stream.id, {
        messageType: 'prayer',
        createdAt: minutesFromNow(-5),
      });
      await make.chatMessage((await make.stream()).id);

      const chat = await list(stream.id, '?messageType=chat');
      expect(chat.status).toBe(200);
      const { messages } = chatMessagesResponseSchema.parse(chat.body);
      expect(messages.map((m) => m._id)).toEqual([early.id, late.id]);
      expect(messages[0]).toEqual({
        _id: early.id,
        userName: 'Samuel',
        message: early.message,
        messageType: 'chat',
        createdAt: early.createdAt,
        reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
      });
      expect(chat.text).not.toContain('samuel@example.com');

      const prayers = await list(stream.id, '?messageType=prayer');
      expect(prayers.body.messages.map((m) => m._id)).toEqual([prayer.id]);
      const all = await list(stream.id);
      expect(all.body.messages.map((m) => m._id)).toEqual([early.id, prayer.id, late.id]);
    });

    it(`answers only the newest ${LIST_LIMITS.chatMessages}, oldest first`, async () => {
      const stream = await make.stream();
      const start = Date.now() - 60 * 60_000;
      const created = [];
      for (let i = 0; i < LIST_LIMITS.chatMessages + 5; i += 1) {
        created.push(
          await make.chatMessage(stream.id, {
            message: `m${i}`,
            createdAt: new Date(start + i * 1000).toISOString(),
          }),
        );
      }
      const { body } = await list(stream.id, '?messageType=chat');
      expect(body.messages).toHaveLength(LIST_LIMITS.chatMessages);
      expect(body.messages[0]?.message).toBe('m5');
      expect(body.messages.at(-1)?.message).toBe(`m${LIST_LIMITS.chatMessages + 4}`);
    });

    it('answers only messages after ?after=, for polling, in any time zone notation', async () => {
      const stream = await make.stream();
      const old = await make.chatMessage(stream.id, { createdAt: '2026-01-01T08:00:00.000Z' });
      const newer = await make.chatMessage(stream.id, { createdAt: '2026-01-01T08:00:05.000Z' });
      const since = await list(stream.id, `?messageType=chat&after=${old.createdAt}`);
      expect(since.body.messages.map((m) => m._id)).toEqual([newer.id]);
      // 09:00:02 at +01:00 is 08:00:02 UTC: after the first message, before the second.
      const offset = await list(
        stream.id,
        `?after=${encodeURIComponent('2026-01-01T09:00:02+01:00')}`,
      );
      expect(offset.body.messages.map((m) => m._id)).toEqual([newer.id]);
      const none = await list(stream.id, `?after=${newer.createdAt}`);
      expect(none.body.messages).toEqual([]);
    });

    it('answers 400 for an unknown messageType or a time that is not ISO 8601', async () => {
      const stream = await make.stream();
      const response = await list<ErrorBody>(stream.id, '?messageType=gossip&after=yesterday');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: {
          messageType: API_MESSAGES.fields.messageTypeInvalid,
          after: API_MESSAGES.fields.timeInvalid,
        },
      });
    });

    it('answers 404 for an unknown or inactive stream', async () => {
      const hidden = await make.stream({ isActive: false });
      for (const id of ['000000000000000000000000', hidden.id]) {
        const response = await list<ErrorBody>(id, '?messageType=chat');
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.stream });
      }
    });
  });

  describe('POST /api/user/chat-message', () => {
    it('stores a chat message and answers 201 with it', async () => {
      const stream = await make.stream();
      const response = await send({
        streamId: stream.id,
        userName: 'Grace',
        userEmail: 'grace@example.com',
        message: ' Good morning! ',
        messageType: 'chat',
      });
      expect(response.status).toBe(201);
      expect(response.body.chatMessage).toEqual({
        _id: expect.any(String),
        userName: 'Grace',
        message: 'Good morning!',
        messageType: 'chat',
        createdAt: expect.any(String),
        reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
      });
      expect(await stored(response.body.chatMessage._id)).toMatchObject({
        streamId: stream.id,
        userEmail: 'grace@example.com',
        memberId: null,
      });
      const { body } = await list(stream.id, `?messageType=chat`);
      expect(body.messages).toEqual([response.body.chatMessage]);
    });

    it("sends prayer requests with messageType 'prayer', and chat by default", async () => {
      const stream = await make.stream();
      const prayer = await send({
        streamId: stream.id,
        message: 'Pray for me',
        messageType: 'prayer',
      });
      expect(prayer.status).toBe(201);
      expect(prayer.body.chatMessage.messageType).toBe('prayer');
      expect(prayer.body.chatMessage.userName).toBe(ANONYMOUS_AUTHOR.name);
      const plain = await send({ streamId: stream.id, message: 'Hi' });
      expect(plain.body.chatMessage.messageType).toBe('chat');
      const prayers = await list(stream.id, '?messageType=prayer');
      expect(prayers.body.messages.map((m) => m.message)).toEqual(['Pray for me']);
    });

    it('answers 400 with a message per field', async () => {
      const empty = await send<ErrorBody>({});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: {
          streamId: API_MESSAGES.fields.streamRequired,
          message: API_MESSAGES.fields.messageRequired,
        },
      });
      const bad = await send<ErrorBody>({
        streamId: 'x',
        message: 'x'.repeat(1001),
        messageType: 'shout',
        userEmail: 'nope',
      });
      expect(bad.body.errors).toEqual({
        message: 'Must be at most 1000 characters',
        messageType: API_MESSAGES.fields.messageTypeInvalid,
        userEmail: 'Email is invalid',
      });
    });

    it('answers 404 for an unknown or inactive stream', async () => {
      const hidden = await make.stream({ isActive: false });
      for (const streamId of ['000000000000000000000000', hidden.id]) {
        const response = await send<ErrorBody>({ streamId, message: 'Hi' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.stream });
      }
    });

    it("takes a member's name and email from their record; refuses blocked members and bad tokens", async () => {
      const stream = await make.stream();
      const member = await make.member({ name: 'Funmi Bello', email: 'funmi@example.com' });
      const own = await send(
        { streamId: stream.id, userName: 'X', userEmail: 'x@example.com', message: 'Hi' },
        await make.memberAuth(member),
      );
      expect(own.status).toBe(201);
      expect(own.body.chatMessage.userName).toBe('Funmi Bello');
      expect(await stored(own.body.chatMessage._id)).toMatchObject({
        memberId: member.id,
        userEmail: 'funmi@example.com',
      });

      const blocked = await make.member({ isBlocked: true });
      const refused = await send<ErrorBody>(
        { streamId: stream.id, message: 'Hi', messageType: 'prayer' },
        await make.memberAuth(blocked),
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: API_MESSAGES.members.blocked });

      const invalid = await send<ErrorBody>(
        { streamId: stream.id, message: 'Hi' },
        { authorization: 'Bearer abc.def.ghi' },
      );
      expect(invalid.status).toBe(401);
      expect(invalid.body).toEqual({ message: MESSAGES.auth.invalidToken });
    });

    it(`answers 429 after ${RATE_LIMITS.chatMessage.max} messages in 10 seconds from one address`, async () => {
      const stream = await make.stream();
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.chatMessage.max; i += 1) {
        expect((await send({ streamId: stream.id, message: `m${i}` }, client)).status).toBe(201);
      }
      const limited = await send<ErrorBody>({ streamId: stream.id, message: 'too fast' }, client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
      expect((await send({ streamId: stream.id, message: 'someone else' })).status).toBe(201);
    });
  });
});
