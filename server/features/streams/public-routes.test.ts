import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { ANONYMOUS_AUTHOR } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { activeStreamsResponseSchema } from '#shared/schemas/streams.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient, minutesFromNow } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';
import { VIEWER_SLOTS_PER_ADDRESS } from './viewer-key.js';

type OneStream = ApiAnswer<'/api/stream/{id}'>;

describe('public streams', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  const react = <T = unknown>(json: unknown, headers: Record<string, string> = {}) =>
    t.request<T>('/api/user/stream-reaction', {
      method: 'POST',
      json,
      headers: { ...freshClient(), ...headers },
    });

  describe('GET /api/streams/active', () => {
    it('lists active streams only: live first, then by scheduled date, unscheduled last', async () => {
      const later = await make.stream({ title: 'Later', scheduledDate: minutesFromNow(3000) });
      const unscheduled = await make.stream({ title: 'Unscheduled', scheduledDate: null });
      const live = await make.stream({
        title: 'Live',
        isLive: true,
        scheduledDate: minutesFromNow(9000),
      });
      const sooner = await make.stream({ title: 'Sooner', scheduledDate: minutesFromNow(60) });
      await make.stream({ title: 'Hidden', isActive: false, isLive: true });

      const response = await t.request('/api/streams/active');
      expect(response.status).toBe(200);
      const { streams } = activeStreamsResponseSchema.parse(response.body);
      expect(streams.map((s) => s._id)).toEqual([live.id, sooner.id, later.id, unscheduled.id]);
      expect(streams[0]!.isLive).toBe(true);
      expect(streams.slice(1).every((s) => !s.isLive)).toBe(true);
      expect(streams[3]!.scheduledDate).toBeNull();
    });

    it('answers the public shape with a ready embedUrl and the reaction counts', async () => {
      const stream = await make.stream({
        title: 'Shape',
        streamUrl: 'https://youtu.be/jfKfPfyJRdk',
        embedUrl: '',
        streamType: 'not-a-type',
        tags: ['secret-tag'],
      });
      await repositoriesOf(t.app).streams.addReaction({
        streamId: stream.id,
        memberId: null,
        userName: 'A',
        userEmail: 'a@example.com',
        reactionType: 'fire',
      });
      const { body } = await t.request<ApiAnswer<'/api/streams/active'>>('/api/streams/active');
      const found = body.streams.find((s) => s._id === stream.id);
      expect(found).toEqual({
        _id: stream.id,
        title: 'Shape',
        streamType: 'youtube',
        embedUrl: 'https://www.youtube.com/embed/jfKfPfyJRdk',
        streamUrl: 'https://youtu.be/jfKfPfyJRdk',
        description: 'Worship and the Word',
        likeCount: 1,
        isLive: false,
        scheduledDate: null,
        reactions: { amen: 0, praise: 0, fire: 1, heart: 0, sad: 0 },
        chat: { slowModeSeconds: 0, pinnedMessage: null, who: 'everyone' },
        endsAt: null,
        chatOpensAt: null,
        chatClosesAt: null,
        videoDurationSeconds: null,
      });
    });
  });

  describe('GET /api/stream/:id', () => {
    it('answers the stream with likeCount, the total of its reactions', async () => {
      const stream = await make.stream();
      for (const reactionType of ['amen', 'amen', 'heart'] as const) {
        expect((await react({ streamId: stream.id, reactionType })).status).toBe(201);
      }
      const response = await t.request<OneStream>(`/api/stream/${stream.id}`);
      expect(response.status).toBe(200);
      expect(response.body.stream.likeCount).toBe(3);
      expect(response.body.stream.reactions).toEqual({
        amen: 2,
        praise: 0,
        fire: 0,
        heart: 1,
        sad: 0,
      });
    });

    it('answers 404 with a message for an unknown or inactive stream', async () => {
      const hidden = await make.stream({ isActive: false });
      for (const id of ['000000000000000000000000', hidden.id]) {
        const response = await t.request(`/api/stream/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.stream });
      }
    });
  });

  describe('POST /api/user/stream-reaction', () => {
    it('counts the reaction, logs who reacted and answers 201 with reactions and likeCount', async () => {
      const stream = await make.stream();
      const response = await react({
        streamId: stream.id,
        userName: 'Grace',
        userEmail: 'grace@example.com',
        reactionType: 'praise',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        reactions: { amen: 0, praise: 1, fire: 0, heart: 0, sad: 0 },
        likeCount: 1,
      });
      const logged = await t.app.db.kysely
        .selectFrom('streamReactions')
        .selectAll()
        .where('streamId', '=', stream.id)
        .execute();
      expect(logged).toMatchObject([
        {
          userName: 'Grace',
          userEmail: 'grace@example.com',
          reactionType: 'praise',
          memberId: null,
        },
      ]);
    });

    it('records a guest without name or email as anonymous', async () => {
      const stream = await make.stream();
      expect((await react({ streamId: stream.id, reactionType: 'sad' })).status).toBe(201);
      const row = await t.app.db.kysely
        .selectFrom('streamReactions')
        .selectAll()
        .where('streamId', '=', stream.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        userName: ANONYMOUS_AUTHOR.name,
        userEmail: ANONYMOUS_AUTHOR.email,
      });
    });

    it('counts 20 concurrent reactions as 20', async () => {
      const stream = await make.stream();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => react({ streamId: stream.id, reactionType: 'amen' })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
      const { body } = await t.request<OneStream>(`/api/stream/${stream.id}`);
      expect(body.stream.reactions.amen).toBe(20);
      expect(body.stream.likeCount).toBe(20);
      const logged = await t.app.db.kysely
        .selectFrom('streamReactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('streamId', '=', stream.id)
        .executeTakeFirstOrThrow();
      expect(Number(logged.n)).toBe(20);
    });

    it('answers 400 with a message per field', async () => {
      const empty = await react({});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: {
          streamId: API_MESSAGES.fields.streamRequired,
          reactionType: API_MESSAGES.fields.reactionTypeRequired,
        },
      });
      const wrong = await react<ErrorBody>({
        streamId: 'abc',
        reactionType: 'like',
        userEmail: 'not-an-email',
        userName: 'x'.repeat(101),
      });
      expect(wrong.body.errors).toEqual({
        reactionType: 'Reaction type must be one of: amen, praise, fire, heart, sad',
        userEmail: 'Email is invalid',
        userName: 'Must be at most 100 characters',
      });
    });

    it('answers 404 for an unknown or inactive stream and counts nothing', async () => {
      const hidden = await make.stream({ isActive: false });
      for (const streamId of ['000000000000000000000000', hidden.id]) {
        const response = await react({ streamId, reactionType: 'amen' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: API_MESSAGES.notFound.stream });
      }
      const row = await t.app.db.kysely
        .selectFrom('streams')
        .select('reactionAmen')
        .where('id', '=', hidden.id)
        .executeTakeFirstOrThrow();
      expect(row.reactionAmen).toBe(0);
    });

    it("takes a member's name and email from their record, not the body", async () => {
      const stream = await make.stream();
      const member = await make.member({ name: 'Ruth Okonkwo', email: 'ruth@example.com' });
      const response = await react(
        {
          streamId: stream.id,
          userName: 'Someone Else',
          userEmail: 'x@example.com',
          reactionType: 'heart',
        },
        await make.memberAuth(member),
      );
      expect(response.status).toBe(201);
      const row = await t.app.db.kysely
        .selectFrom('streamReactions')
        .selectAll()
        .where('streamId', '=', stream.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        memberId: member.id,
        userName: 'Ruth Okonkwo',
        userEmail: 'ruth@example.com',
      });
    });

    it('refuses a blocked member with 403, and an invalid or admin token with 401', async () => {
      const stream = await make.stream();
      const member = await make.member({ isBlocked: true });
      const blocked = await react(
        { streamId: stream.id, reactionType: 'amen' },
        await make.memberAuth(member),
      );
      expect(blocked.status).toBe(403);
      expect(blocked.body).toEqual({ message: API_MESSAGES.members.blocked });

      for (const headers of [
        { authorization: 'Bearer not.a.token' },
        { authorization: 'Basic YWRtaW46YWRtaW4=' },
        await adminAuthHeader(t),
      ]) {
        const response = await react({ streamId: stream.id, reactionType: 'amen' }, headers);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: MESSAGES.auth.invalidToken });
      }
      const { body } = await t.request<OneStream>(`/api/stream/${stream.id}`);
      expect(body.stream.likeCount).toBe(0);
    });

    it(`answers 429 after ${RATE_LIMITS.reaction.max} reactions a minute from one address`, async () => {
      const stream = await make.stream();
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.reaction.max; i += 1) {
        expect((await react({ streamId: stream.id, reactionType: 'fire' }, client)).status).toBe(
          201,
        );
      }
      const limited = await react({ streamId: stream.id, reactionType: 'fire' }, client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
      // What is left of the window, which began at this client's first reaction.
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.reaction.timeWindow / 1000);
      // Another address is not held back.
      expect((await react({ streamId: stream.id, reactionType: 'fire' })).status).toBe(201);
    });
  });

  describe('views (GET /api/stream/{id})', () => {
    const viewsOf = async (streamId: string) =>
      t.app.db.kysely
        .selectFrom('streamViews')
        .select(['viewerKey', 'windowStart'])
        .where('streamId', '=', streamId)
        .execute();

    it('counts 50 requests from one address with 50 browsers as a few viewers, not 50', async () => {
      const stream = await make.stream();
      const address = freshClient();
      for (let n = 0; n < 50; n += 1) {
        const response = await t.request(`/api/stream/${stream.id}`, {
          headers: { ...address, 'user-agent': `Browser/${n}.0 (script ${n})` },
        });
        expect(response.status).toBe(200);
      }
      const views = await viewsOf(stream.id);
      // Which slots the browsers fall into depends on their user agents' hashes: a range.
      expect(views.length).toBeGreaterThanOrEqual(1);
      expect(views.length).toBeLessThanOrEqual(VIEWER_SLOTS_PER_ADDRESS);
      expect(new Set(views.map((view) => view.windowStart)).size).toBe(1);

      // Another address is another viewer.
      await t.request(`/api/stream/${stream.id}`, { headers: freshClient() });
      expect((await viewsOf(stream.id)).length).toBe(views.length + 1);
    });

    it('counts a signed-in member once, whatever browser or address they claim', async () => {
      const stream = await make.stream();
      const auth = await make.memberAuth(await make.member());
      for (let n = 0; n < 10; n += 1) {
        await t.request(`/api/stream/${stream.id}`, {
          headers: { ...freshClient(), ...auth, 'user-agent': `Browser/${n}` },
        });
      }
      expect(await viewsOf(stream.id)).toHaveLength(1);
    });

    it('still shows the stream, counted as a guest, when the token does not check out', async () => {
      const stream = await make.stream();
      const response = await t.request(`/api/stream/${stream.id}`, {
        headers: { ...freshClient(), authorization: 'Bearer not-a-token' },
      });
      expect(response.status).toBe(200);
      expect(await viewsOf(stream.id)).toHaveLength(1);
    });

    it('counts two requests of one viewer at the same moment once', async () => {
      const stream = await make.stream();
      const viewer = { ...freshClient(), 'user-agent': 'Same/1.0' };
      await Promise.all(
        Array.from({ length: 5 }, () => t.request(`/api/stream/${stream.id}`, { headers: viewer })),
      );
      expect(await viewsOf(stream.id)).toHaveLength(1);
    });
  });
});
