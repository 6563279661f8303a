import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { CONTACT_SUBJECTS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Peter Ojo',
  email: 'peter@example.com',
  subject: 'Counseling',
  message: 'We would like to book pre-marital counseling.',
  ...overrides,
});

describe('contact messages', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  type Sent = ApiAnswer<'/api/user/contact', 'post'>;
  /** Sends a message; a call that expects a refusal names ErrorBody as its answer. */
  const send = <T = Sent>(path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request<T>(path, { method: 'POST', json, headers: { ...freshClient(), ...headers } });
  const storedContact = (id: string) =>
    t.app.db.kysely
      .selectFrom('contacts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('POST /api/user/contact', () => {
    it.each(CONTACT_SUBJECTS)(
      'stores a new "%s" message and answers 201 with it',
      async (subject) => {
        const response = await send('/api/user/contact', contact({ subject }));
        expect(response.status).toBe(201);
        expect(response.body.contact).toEqual({
          _id: expect.any(String),
          name: 'Peter Ojo',
          email: 'peter@example.com',
          subject,
          message: 'We would like to book pre-marital counseling.',
          status: 'new',
          response: '',
          createdAt: expect.any(String),
        });
        expect(await storedContact(response.body.contact._id)).toMatchObject({
          status: 'new',
          subject,
        });
      },
    );

    it('answers 400 with a message per field, and for a subject outside the five', async () => {
      const empty = await send<ErrorBody>('/api/user/contact', {});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: {
          name: 'Name is required',
          email: 'Email is required',
          subject: API_MESSAGES.fields.subjectRequired,
          message: API_MESSAGES.fields.messageRequired,
        },
      });
      const bad = await send<ErrorBody>(
        '/api/user/contact',
        contact({ subject: 'Complaint', message: 'm'.repeat(5001), email: 'peter@' }),
      );
      expect(bad.body.errors).toEqual({
        subject:
          'Subject must be one of: Prayer Request, Technical Issue, General Inquiry, Counseling, Other',
        message: 'Must be at most 5000 characters',
        email: 'Email is invalid',
      });
    });

    it("takes a member's name and email from their record, and lets a blocked member write", async () => {
      const member = await make.member({
        name: 'Ruth',
        email: 'ruth@example.com',
        isBlocked: true,
      });
      const response = await send('/api/user/contact', contact(), await make.memberAuth(member));
      expect(response.status).toBe(201);
      expect(response.body.contact).toMatchObject({ name: 'Ruth', email: 'ruth@example.com' });
      const invalid = await send('/api/user/contact', contact(), { authorization: 'Bearer x.y.z' });
      expect(invalid.status).toBe(401);
    });

    it(`answers 429 after ${RATE_LIMITS.contact.max} messages an hour from one address`, async () => {
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.contact.max; i += 1) {
        expect((await send('/api/user/contact', contact(), client)).status).toBe(201);
      }
      const limited = await send<ErrorBody>('/api/user/contact', contact(), client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
      expect((await send('/api/user/contact', contact())).status).toBe(201);
    });
  });
});
