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

describe('reactions to comments', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  type Reacted = ApiAnswer<'/api/user/comment/{id}/reaction', 'put'>;
  /** Reacts to a comment; a call that expects a refusal names ErrorBody as its answer. */
  const react = <T = Reacted>(id: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request<T>(`/api/user/comment/${id}/reaction`, {
      method: 'PUT',
      json,
      headers: { ...freshClient(), ...headers },
    });
  const stored = (id: string) =>
    t.app.db.kysely
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('PUT /api/user/comment/:id/reaction', () => {
    it('counts the reaction and answers the comment with its reactions', async () => {
      const stream = await make.stream();
      const comment = await make.comment(stream.id);
      await react(comment.id, { reactionType: 'praise' });
      const response = await react(comment.id, { reactionType: 'amen' });
      expect(response.status).toBe(200);
      expect(response.body.comment).toMatchObject({
        _id: comment.id,
        streamId: stream.id,
        reactions: { amen: 1, praise: 1, fire: 0, heart: 0, sad: 0 },
      });
      expect(response.body.comment).not.toHaveProperty('userEmail');
      const listed = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
        `/api/user/comments/${stream.id}`,
      );
      expect(listed.body.comments[0]?.reactions).toMatchObject({ amen: 1, praise: 1 });
    });

    it('counts 20 concurrent reactions as 20', async () => {
      const stream = await make.stream();
      const comment = await make.comment(stream.id);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => react(comment.id, { reactionType: 'fire' })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect((await stored(comment.id)).reactionFire).toBe(20);
    });

    it('answers 400 for a missing reaction type or one outside the five', async () => {
      const stream = await make.stream();
      const comment = await make.comment(stream.id);
      for (const [json, text] of [
        [{}, API_MESSAGES.fields.reactionTypeRequired],
        [{ reactionType: 'like' }, API_MESSAGES.fields.reactionTypeInvalid],
      ] as const) {
        const response = await react<ErrorBody>(comment.id, json);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ reactionType: text });
      }
    });

    it('answers 404 for an unknown comment, a spam comment or one under an inactive stream', async () => {
      const hidden = await make.stream({ isActive: false });
      const underHidden = await make.comment(hidden.id);
      const stream = await make.stream();
      const spam = await make.comment(stream.id, { isSpam: true });
      for (const id of ['000000000000000000000000', underHidden.id, spam.id]) {
        const response = await react<ErrorBody>(id, { reactionType: 'amen' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.comment });
      }
      expect((await stored(underHidden.id)).reactionAmen).toBe(0);
      expect((await stored(spam.id)).reactionAmen).toBe(0);
    });

    it('refuses a blocked member with 403 and a bad token with 401', async () => {
      const stream = await make.stream();
      const comment = await make.comment(stream.id);
      const blocked = await make.member({ isBlocked: true });
      const refused = await react<ErrorBody>(
        comment.id,
        { reactionType: 'amen' },
        await make.memberAuth(blocked),
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(API_MESSAGES.members.blocked);
      const invalid = await react(
        comment.id,
        { reactionType: 'amen' },
        { authorization: 'Bearer x' },
      );
      expect(invalid.status).toBe(401);
      expect((await stored(comment.id)).reactionAmen).toBe(0);
    });

    it('accepts a member token', async () => {
      const stream = await make.stream();
      const comment = await make.comment(stream.id);
      const member = await make.member();
      const response = await react(
        comment.id,
        { reactionType: 'heart' },
        await make.memberAuth(member),
      );
      expect(response.status).toBe(200);
      expect(response.body.comment.reactions.heart).toBe(1);
    });

    it(`answers 429 after ${RATE_LIMITS.reaction.max} reactions a minute from one address`, async () => {
      const stream = await make.stream();
      const comment = await make.comment(stream.id);
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.reaction.max; i += 1) {
        expect((await react(comment.id, { reactionType: 'fire' }, client)).status).toBe(200);
      }
      const limited = await react<ErrorBody>(comment.id, { reactionType: 'fire' }, client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
      expect((await stored(comment.id)).reactionFire).toBe(RATE_LIMITS.reaction.max);
    });
  });
});
