import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import {
  quickChatMessagesResponseSchema,
  quickChatStartedResponseSchema,
} from '#shared/schemas/quick-chat.js';
import { newSecretId } from '#server/platform/db/ids.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

describe('public quick chat', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  const visitor = { name: 'Ada Obi', email: 'ada@example.com', userId: null };
  const send = <T = ApiAnswer<'/api/user/general-chat', 'post'>>(
    json: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.request<T>('/api/user/general-chat', {
      method: 'POST',
      json,
      headers: { ...freshClient(), ...headers },
    });
  const messagesOf = (chatId: string) =>
    t.request(`/api/user/general-chat/${encodeURIComponent(chatId)}/messages`);
  const start = async (message = 'Hello, I am new here') => {
    const response = await send({ ...visitor, message });
    expect(response.status).toBe(201);
    return quickChatStartedResponseSchema.parse(response.body).chatId;
  };

  it('starts a conversation and answers an unguessable chat id', async () => {
    const response = await send({ ...visitor, message: '  Could you pray for my exam?  ' });
    expect(response.status).toBe(201);
    const { chatId } = quickChatStartedResponseSchema.parse(response.body);
    expect(Object.keys(response.body)).toEqual(['chatId']);
    // 192 random bits in base64url: 32 characters.
    expect(chatId).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const read = await messagesOf(chatId);
    expect(read.status).toBe(200);
    const { messages } = quickChatMessagesResponseSchema.parse(read.body);
    expect(messages).toEqual([
      {
        _id: expect.any(String),
        sender: { name: 'Ada Obi', email: 'ada@example.com', isAdmin: false },
        message: 'Could you pray for my exam?',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('continues a conversation with its chat id, oldest message first', async () => {
    // Sent a minute apart, so the order never depends on two sends' milliseconds.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60_000 });
    const chatId = await start('First').finally(() => vi.useRealTimers());
    const second = await send({ ...visitor, message: 'Second', chatId });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ chatId });
    const { messages } = quickChatMessagesResponseSchema.parse((await messagesOf(chatId)).body);
    expect(messages.map((m) => m.message)).toEqual(['First', 'Second']);
  });

  it('starts a new conversation each time no chat id is sent, even for the same email', async () => {
    const first = await start('One');
    const second = await start('Two');
    expect(second).not.toBe(first);
    const { messages } = quickChatMessagesResponseSchema.parse((await messagesOf(first)).body);
    expect(messages.map((m) => m.message)).toEqual(['One']);
  });

  it('answers 404 for a made-up chat id, when reading and when sending', async () => {
    const madeUp = newSecretId();
    const read = await messagesOf(madeUp);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: API_MESSAGES.notFound.quickChat });
    const sent = await send<ErrorBody>({ ...visitor, message: 'Hi', chatId: madeUp });
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({ message: API_MESSAGES.notFound.quickChat });
  });

  it('never hands out a chat id for a name or an email', async () => {
    const chatId = await start('Private');
    // The public calls that take a name and email all start something new.
    const again = await send({ ...visitor, message: 'Who am I?' });
    expect(again.body.chatId).not.toBe(chatId);
    for (const probe of [visitor.email, encodeURIComponent(visitor.name), 'ada']) {
      const read = await messagesOf(probe);
      expect(read.status).toBe(404);
      expect(read.text).not.toContain(chatId);
    }
    const byQuery = await t.request(`/api/user/general-chat?email=${visitor.email}`);
    expect(byQuery.status).toBe(404);
    expect(byQuery.text).not.toContain(chatId);
  });

  it('cannot send as the church: isAdmin in the body is ignored', async () => {
    const response = await send({ ...visitor, message: 'Trust me', isAdmin: true });
    expect(response.status).toBe(201);
    const { messages } = quickChatMessagesResponseSchema.parse(
      (await messagesOf(response.body.chatId)).body,
    );
    expect(messages[0]?.sender.isAdmin).toBe(false);
  });

  it('shows the church’s replies to the visitor as Admin, without an address', async () => {
    const chatId = await start('Is there a service on Friday?');
    const headers = await adminAuthHeader(t);
    const reply = await t.request(`/api/admin/general-chat/${chatId}/reply`, {
      method: 'POST',
      json: { message: 'Yes, at 6pm.' },
      headers,
    });
    expect(reply.status).toBe(201);
    const { messages } = quickChatMessagesResponseSchema.parse((await messagesOf(chatId)).body);
    expect(messages.map((m) => [m.sender, m.message])).toEqual([
      [
        { name: 'Ada Obi', email: 'ada@example.com', isAdmin: false },
        'Is there a service on Friday?',
      ],
      [{ name: 'Admin', email: '', isAdmin: true }, 'Yes, at 6pm.'],
    ]);
  });

  it('checks name, email and message, with field errors', async () => {
    const response = await send<ErrorBody>({ name: ' ', email: 'not-an-email', message: '   ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: MESSAGES.errors.validation,
      errors: {
        name: MESSAGES.registration.nameRequired,
        email: MESSAGES.registration.emailInvalid,
        message: API_MESSAGES.fields.messageRequired,
      },
    });
    const tooLong = await send<ErrorBody>({ ...visitor, message: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ message: 'Must be at most 1000 characters' });
  });

  it("takes a signed-in member's name and email from their record, blocked or not", async () => {
    const member = await make.member({ name: 'Bola Member', isBlocked: true });
    const response = await send(
      { name: 'Someone Else', email: 'else@example.com', userId: 'whatever', message: 'Hi' },
      await make.memberAuth(member),
    );
    expect(response.status).toBe(201);
    const { messages } = quickChatMessagesResponseSchema.parse(
      (await messagesOf(response.body.chatId)).body,
    );
    expect(messages[0]?.sender).toEqual({
      name: 'Bola Member',
      email: member.email,
      isAdmin: false,
    });
    const stored = await repositoriesOf(t.app).quickChats.findById(response.body.chatId);
    expect(stored?.userId).toBe(member.id);

    const invalid = await send<ErrorBody>(
      { ...visitor, message: 'Hi' },
      { authorization: 'Bearer nope' },
    );
    expect(invalid.status).toBe(401);
  });

  it(`answers 429 after ${RATE_LIMITS.quickChat.max} messages in 10 seconds from one address`, async () => {
    const client = freshClient();
    for (let i = 0; i < RATE_LIMITS.quickChat.max; i += 1) {
      expect((await send({ ...visitor, message: `m${i}` }, client)).status).toBe(201);
    }
    const limited = await send<ErrorBody>({ ...visitor, message: 'too fast' }, client);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
    expect((await send({ ...visitor, message: 'someone else' })).status).toBe(201);
  });
});
