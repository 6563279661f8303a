import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { ANONYMOUS_AUTHOR } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { commentsResponseSchema } from '#shared/schemas/comments.js';
import {
  type ErrorBody,
  type TestApp,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient, minutesFromNow } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

describe('public comments', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  type Posted = ApiAnswer<'/api/user/comment', 'post'>;
  /** Posts a comment; a call that expects a refusal names ErrorBody as its answer. */
  const post = <T = Posted>(json: unknown, headers: Record<string, string> = {}) =>
    t.request<T>('/api/user/comment', {
      method: 'POST',
      json,
      headers: { ...freshClient(), ...headers },
    });
  const storedComment = (id: string) =>
    t.app.db.kysely
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('GET /api/user/comments/:streamId', () => {
    it('lists the comments oldest first, pending and approved, without spam or emails', async () => {
      const stream = await make.stream();
      const other = await make.stream();
      const second = await make.comment(stream.id, { createdAt: minutesFromNow(-5) });
      const first = await make.comment(stream.id, {
        createdAt: minutesFromNow(-10),
        isModerated: true,
      });
      await make.comment(stream.id, { createdAt: minutesFromNow(-7), isSpam: true });
      const third = await make.comment(stream.id, { createdAt: minutesFromNow(-1) });
      await make.comment(other.id);

      const response = await t.request(`/api/user/comments/${stream.id}`);
      expect(response.status).toBe(200);
      const { comments } = commentsResponseSchema.parse(response.body);
      expect(comments.map((c) => c._id)).toEqual([first.id, second.id, third.id]);
      expect(comments[0]).toEqual({
        _id: first.id,
        userName: 'Grace',
        content: first.content,
        createdAt: first.createdAt,
        reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
        isModerated: true,
        isSpam: false,
        streamId: stream.id,
      });
      // Other visitors never see a commenter's address.
      expect(response.text).not.toContain('grace@example.com');
      expect(response.text).not.toContain('userEmail');
    });

    it('answers 404 for an unknown or inactive stream', async () => {
      const hidden = await make.stream({ isActive: false });
      await make.comment(hidden.id);
      for (const id of ['000000000000000000000000', hidden.id]) {
        const response = await t.request<ErrorBody>(`/api/user/comments/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.stream });
      }
    });
  });

  describe('POST /api/user/comment', () => {
    it('stores the comment pending and held (Comment Moderation is on by default): 201 with it, marked for its sender alone', async () => {
      const stream = await make.stream();
      const response = await post({
        streamId: stream.id,
        userName: '  Grace Adeyemi ',
        userEmail: 'grace@example.com',
        content: '  Amen to that word!  ',
      });
      expect(response.status).toBe(201);
      expect(response.body.comment).toEqual({
        _id: expect.any(String),
        userName: 'Grace Adeyemi',
        content: 'Amen to that word!',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
        isModerated: false,
        isSpam: false,
        streamId: stream.id,
        awaitingReview: true,
      });
      const row = await storedComment(response.body.comment._id);
      expect(row).toMatchObject({ userEmail: 'grace@example.com', memberId: null, isHeld: 1 });
      const list = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
        `/api/user/comments/${stream.id}`,
      );
      expect(list.body.comments).toEqual([]);
    });

    it("stores 'Anonymous' and the placeholder address when name and email are missing or blank", async () => {
      const stream = await make.stream();
      for (const body of [
        { streamId: stream.id, content: 'Hello' },
        { streamId: stream.id, content: 'Hello', userName: '   ', userEmail: '' },
      ]) {
        const response = await post(body);
        expect(response.status).toBe(201);
        expect(response.body.comment.userName).toBe(ANONYMOUS_AUTHOR.name);
        const row = await storedComment(response.body.comment._id);
        expect(row.userEmail).toBe(ANONYMOUS_AUTHOR.email);
      }
    });

    it('answers 400 with a message per field', async () => {
      const empty = await post<ErrorBody>({});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: {
          streamId: API_MESSAGES.fields.streamRequired,
          content: API_MESSAGES.fields.commentRequired,
        },
      });
      const bad = await post<ErrorBody>({
        streamId: '   ',
        content: '   ',
        userEmail: 'grace-at-example.com',
      });
      expect(bad.body.errors).toEqual({
        streamId: API_MESSAGES.fields.streamRequired,
        content: API_MESSAGES.fields.commentRequired,
        userEmail: 'Email is invalid',
      });
      const long = await post<ErrorBody>({
        streamId: 'x',
        content: 'x'.repeat(1001),
        userName: 'x'.repeat(101),
        userEmail: `${'x'.repeat(250)}@example.com`,
      });
      expect(long.body.errors).toEqual({
        content: 'Must be at most 1000 characters',
        userName: 'Must be at most 100 characters',
        userEmail: 'Must be at most 254 characters',
      });
    });

    it('accepts a comment of exactly 1,000 characters', async () => {
      const stream = await make.stream();
      const response = await post({ streamId: stream.id, content: 'y'.repeat(1000) });
      expect(response.status).toBe(201);
      expect(response.body.comment.content).toHaveLength(1000);
    });

    it('answers 404 for an unknown or inactive stream', async () => {
      const hidden = await make.stream({ isActive: false });
      for (const streamId of ['000000000000000000000000', hidden.id]) {
        const response = await post<ErrorBody>({ streamId, content: 'Hello' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.stream });
      }
    });

    it("takes a member's name and email from their record, whatever the body says", async () => {
      const stream = await make.stream();
      const member = await make.member({ name: 'Samuel Eze', email: 'samuel@example.com' });
      const response = await post(
        {
          streamId: stream.id,
          userName: 'Pretender',
          userEmail: 'pretender@example.com',
          content: 'Hello',
        },
        await make.memberAuth(member),
      );
      expect(response.status).toBe(201);
      expect(response.body.comment.userName).toBe('Samuel Eze');
      expect(await storedComment(response.body.comment._id)).toMatchObject({
        memberId: member.id,
        userName: 'Samuel Eze',
        userEmail: 'samuel@example.com',
      });
    });

    it('refuses a blocked member with 403, also when they post as a guest with their address', async () => {
      const stream = await make.stream();
      const member = await make.member({ email: 'blocked@example.com', isBlocked: true });
      const withToken = await post<ErrorBody>(
        { streamId: stream.id, content: 'Hello' },
        await make.memberAuth(member),
      );
      expect(withToken.status).toBe(403);
      expect(withToken.body).toEqual({ message: API_MESSAGES.members.blocked });
      const asGuest = await post({
        streamId: stream.id,
        content: 'Hello',
        userEmail: 'Blocked@Example.com',
      });
      expect(asGuest.status).toBe(403);
      const list = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
        `/api/user/comments/${stream.id}`,
      );
      expect(list.body.comments).toEqual([]);
    });

    it('refuses an invalid or expired member token with 401', async () => {
      const stream = await make.stream();
      const member = await make.member();
      for (const headers of [
        { authorization: 'Bearer nonsense' },
        await make.memberAuth(member, -1),
      ]) {
        const response = await post<ErrorBody>({ streamId: stream.id, content: 'Hello' }, headers);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: MESSAGES.auth.invalidToken });
      }
    });

    it(`answers 429 after ${RATE_LIMITS.comment.max} comments a minute from one address`, async () => {
      const stream = await make.stream();
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.comment.max; i += 1) {
        expect((await post({ streamId: stream.id, content: `c${i}` }, client)).status).toBe(201);
      }
      const limited = await post<ErrorBody>({ streamId: stream.id, content: 'one more' }, client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
      expect((await post({ streamId: stream.id, content: 'elsewhere' })).status).toBe(201);
    });
  });
});
