import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

describe('reactions to chat messages and prayer requests', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  type Reacted = ApiAnswer<'/api/user/chat-message/{id}/reaction', 'put'>;
  /** Reacts to a message; a call that expects a refusal names ErrorBody as its answer. */
  const react = <T = Reacted>(id: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request<T>(`/api/user/chat-message/${id}/reaction`, {
      method: 'PUT',
      json,
      headers: { ...freshClient(), ...headers },
    });
  const list = (streamId: string, query = '') =>
    t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      `/api/user/chat-messages/${streamId}${query}`,
    );
  const stored = (id: string) =>
    t.app.db.kysely
      .selectFrom('chatMessages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('PUT /api/user/chat-message/:id/reaction', () => {
    it('counts the reaction and answers the message with its reactions', async () => {
      const stream = await make.stream();
      const message = await make.chatMessage(stream.id);
      await react(message.id, { reactionType: 'heart' });
      const response = await react(message.id, { reactionType: 'amen' });
      expect(response.status).toBe(200);
      expect(response.body.chatMessage).toMatchObject({
        _id: message.id,
        reactions: { amen: 1, praise: 0, fire: 0, heart: 1, sad: 0 },
      });
    });

    it('counts 20 concurrent reactions as 20', async () => {
      const stream = await make.stream();
      const message = await make.chatMessage(stream.id, { messageType: 'prayer' });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => react(message.id, { reactionType: 'sad' })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect((await stored(message.id)).reactionSad).toBe(20);
      const { body } = await list(stream.id, '?messageType=prayer');
      expect(body.messages[0]?.reactions.sad).toBe(20);
    });

    it('answers 400 for a reaction type outside the five', async () => {
      const stream = await make.stream();
      const message = await make.chatMessage(stream.id);
      for (const [json, text] of [
        [{}, API_MESSAGES.fields.reactionTypeRequired],
        [{ reactionType: 'like' }, API_MESSAGES.fields.reactionTypeInvalid],
      ] as const) {
        const response = await react<ErrorBody>(message.id, json);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ reactionType: text });
      }
    });

    it('answers 404 for an unknown message or one under an inactive stream', async () => {
      const hidden = await make.stream({ isActive: false });
      const message = await make.chatMessage(hidden.id);
      for (const id of ['000000000000000000000000', message.id]) {
        const response = await react<ErrorBody>(id, { reactionType: 'amen' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.chatMessage });
      }
      expect((await stored(message.id)).reactionAmen).toBe(0);
    });

    it('refuses a blocked member with 403 and a bad token with 401', async () => {
      const stream = await make.stream();
      const message = await make.chatMessage(stream.id);
      const blocked = await make.member({ isBlocked: true });
      const refused = await react(
        message.id,
        { reactionType: 'amen' },
        await make.memberAuth(blocked),
      );
      expect(refused.status).toBe(403);
      const invalid = await react(
        message.id,
        { reactionType: 'amen' },
        { authorization: 'Bearer x' },
      );
      expect(invalid.status).toBe(401);
      expect((await stored(message.id)).reactionAmen).toBe(0);
    });

    it(`answers 429 after ${RATE_LIMITS.reaction.max} reactions a minute from one address`, async () => {
      const stream = await make.stream();
      const message = await make.chatMessage(stream.id);
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.reaction.max; i += 1) {
        expect((await react(message.id, { reactionType: 'fire' }, client)).status).toBe(200);
      }
      const limited = await react<ErrorBody>(message.id, { reactionType: 'fire' }, client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
      expect((await stored(message.id)).reactionFire).toBe(RATE_LIMITS.reaction.max);
    });
  });
});
