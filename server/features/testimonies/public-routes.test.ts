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

const testimony = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Adeyemi',
  email: 'grace@example.com',
  title: 'Healed after months of pain',
  testimony: 'The church prayed with me and within two weeks the pain was gone.',
  category: 'other',
  ...overrides,
});

describe('testimonies', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  const send = <T = ApiAnswer<'/api/user/testimony', 'post'>>(
    path: string,
    json: unknown,
    headers: Record<string, string> = {},
  ) => t.request<T>(path, { method: 'POST', json, headers: { ...freshClient(), ...headers } });
  const storedTestimony = (id: string) =>
    t.app.db.kysely
      .selectFrom('testimonies')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('POST /api/user/testimony', () => {
    it('stores the testimony pending approval and answers 201 with it', async () => {
      const response = await send('/api/user/testimony', testimony({ sharePublicly: true }));
      expect(response.status).toBe(201);
      expect(response.body.testimony).toEqual({
        _id: expect.any(String),
        name: 'Grace Adeyemi',
        email: 'grace@example.com',
        title: 'Healed after months of pain',
        testimony: 'The church prayed with me and within two weeks the pain was gone.',
        category: 'other',
        isApproved: false,
        sharePublicly: true,
        createdAt: expect.any(String),
      });
      expect(await storedTestimony(response.body.testimony._id)).toMatchObject({
        isApproved: 0,
        title: 'Healed after months of pain',
      });
    });

    it("stores the category as sent, 'other' when left out or blank", async () => {
      const healing = await send('/api/user/testimony', testimony({ category: 'healing' }));
      expect(healing.body.testimony.category).toBe('healing');
      for (const category of [undefined, '  ']) {
        const response = await send('/api/user/testimony', testimony({ category }));
        expect(response.body.testimony.category).toBe('other');
      }
    });

    it('answers 400 with a message per field', async () => {
      const empty = await send<ErrorBody>('/api/user/testimony', {});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: {
          name: 'Name is required',
          email: 'Email is required',
          title: API_MESSAGES.fields.titleRequired,
          testimony: API_MESSAGES.fields.testimonyRequired,
        },
      });
      const long = await send<ErrorBody>(
        '/api/user/testimony',
        testimony({
          email: 'grace',
          title: 't'.repeat(201),
          testimony: 't'.repeat(10_001),
          category: 'c'.repeat(51),
        }),
      );
      expect(long.body.errors).toEqual({
        email: 'Email is invalid',
        title: 'Must be at most 200 characters',
        testimony: 'Must be at most 10000 characters',
        category: 'Must be at most 50 characters',
      });
    });

    it("takes a member's name and email from their record; refuses blocked members and bad tokens", async () => {
      const member = await make.member({ name: 'Samuel Eze', email: 'samuel@example.com' });
      const own = await send('/api/user/testimony', testimony(), await make.memberAuth(member));
      expect(own.status).toBe(201);
      expect(own.body.testimony).toMatchObject({ name: 'Samuel Eze', email: 'samuel@example.com' });

      const blocked = await make.member({ isBlocked: true });
      const refused = await send<ErrorBody>(
        '/api/user/testimony',
        testimony(),
        await make.memberAuth(blocked),
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: API_MESSAGES.members.blocked });

      const invalid = await send<ErrorBody>('/api/user/testimony', testimony(), {
        authorization: 'Bearer forged',
      });
      expect(invalid.status).toBe(401);
      expect(invalid.body).toEqual({ message: MESSAGES.auth.invalidToken });
    });

    it(`answers 429 after ${RATE_LIMITS.testimony.max} testimonies an hour from one address`, async () => {
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.testimony.max; i += 1) {
        expect((await send('/api/user/testimony', testimony(), client)).status).toBe(201);
      }
      const limited = await send<ErrorBody>('/api/user/testimony', testimony(), client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
    });
  });
});
