import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { FOUNDATION_SCHOOL_SUBJECT } from '#shared/schemas/site-content.js';
import {
  type ErrorBody,
  type TestApp,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

type SignedUp = ApiAnswer<'/api/user/foundation-school', 'post'>;

describe('Foundation School sign-ups', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  describe('POST /api/user/foundation-school', () => {
    const signup = { name: 'Tolu Bakare', email: 'tolu@example.com', phone: '+234 802 000 1111' };

    it('stores the sign-up as a new contact message under its own subject', async () => {
      const response = await t.request<SignedUp>('/api/user/foundation-school', {
        method: 'POST',
        json: { ...signup, note: 'I can only come on Saturdays.' },
        headers: freshClient(),
      });
      expect(response.status).toBe(201);
      expect(response.body.contact).toMatchObject({
        name: 'Tolu Bakare',
        email: 'tolu@example.com',
        subject: FOUNDATION_SCHOOL_SUBJECT,
        status: 'new',
      });
      const stored = await t.app.db.kysely
        .selectFrom('contacts')
        .selectAll()
        .where('id', '=', response.body.contact._id)
        .executeTakeFirstOrThrow();
      expect(stored.message).toContain('+234 802 000 1111');
      expect(stored.message).toContain('I can only come on Saturdays.');
    });

    it('answers 400 with the registration texts for missing fields', async () => {
      const response = await t.request<ErrorBody>('/api/user/foundation-school', {
        method: 'POST',
        json: { name: ' ', email: 'not-an-email' },
        headers: freshClient(),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        name: MESSAGES.registration.nameRequired,
        email: MESSAGES.registration.emailInvalid,
        phone: MESSAGES.registration.phoneRequired,
      });
    });

    it('a member’s token fixes the name and email', async () => {
      const member = await make.member({ name: 'Ada Member', email: 'ada@example.com' });
      const response = await t.request<SignedUp>('/api/user/foundation-school', {
        method: 'POST',
        json: signup,
        headers: { ...freshClient(), ...(await make.memberAuth(member)) },
      });
      expect(response.status).toBe(201);
      expect(response.body.contact).toMatchObject({ name: 'Ada Member', email: 'ada@example.com' });
    });

    it('answers 429 past the hourly limit from one address', async () => {
      const client = freshClient();
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.foundationSchoolSignup.max; i += 1) {
        const response = await t.request('/api/user/foundation-school', {
          method: 'POST',
          json: signup,
          headers: client,
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
