import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import { verifyPassword } from '#server/platform/auth/passwords.js';
import {
  type ErrorBody,
  type TestApp,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { MEMBER_PASSWORD, factories, freshClient } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Adebayo Okafor',
  email: 'adebayo@example.com',
  phone: '+234 802 111 2233',
  location: 'Bodija, Ibadan',
  password: 'a-good-password',
  audienceSize: '2-5',
  expectations: 'To grow in faith',
  ...overrides,
});

describe('member registration and sign-in', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '3' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  // Each helper answers its route's success shape; a call that expects a refusal names ErrorBody.
  const register = <T = ApiAnswer<'/api/user/register', 'post'>>(
    json: unknown,
    headers: Record<string, string> = freshClient(),
  ) => t.request<T>('/api/user/register', { method: 'POST', json, headers });
  const login = <T = ApiAnswer<'/api/user/login', 'post'>>(
    json: unknown,
    headers: Record<string, string> = freshClient(),
  ) => t.request<T>('/api/user/login', { method: 'POST', json, headers });

  describe('POST /api/user/register', () => {
    it('creates the member and answers 201 with the member (no password) and a member token', async () => {
      const response = await register(registration({ email: ' Adebayo@Example.com ' }));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        user: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          name: 'Adebayo Okafor',
          email: 'adebayo@example.com',
          phone: '+234 802 111 2233',
          location: 'Bodija, Ibadan',
          audienceSize: '2-5',
          expectations: 'To grow in faith',
          isBlocked: false,
          createdAt: expect.any(String),
        },
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      });
      expect(response.text).not.toMatch(/password|hash/i);
      const row = await repositoriesOf(t.app).members.findById(response.body.user._id);
      expect(await verifyPassword('a-good-password', row!.passwordHash)).toBe(true);

      // The token makes the member's posts theirs, and is no admin token.
      const stream = await make.stream();
      const comment = await t.request<ApiAnswer<'/api/user/comment', 'post'>>('/api/user/comment', {
        method: 'POST',
        json: { streamId: stream.id, content: 'Hello' },
        headers: { ...freshClient(), authorization: `Bearer ${response.body.token}` },
      });
      expect(comment.body.comment.userName).toBe('Adebayo Okafor');
      const admin = await t.request('/api/admin/session', {
        headers: { authorization: `Bearer ${response.body.token}` },
      });
      expect(admin.status).toBe(401);
    });

    it("defaults audienceSize to '1' and expectations to empty", async () => {
      const response = await register(
        registration({
          email: 'defaults@example.com',
          audienceSize: undefined,
          expectations: undefined,
        }),
      );
      expect(response.status).toBe(201);
      expect(response.body.user).toMatchObject({ audienceSize: '1', expectations: '' });
    });

    it("answers 400 with the spec's text for each missing field", async () => {
      const response = await register<ErrorBody>({});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: MESSAGES.errors.validation,
        errors: {
          name: 'Name is required',
          email: 'Email is required',
          phone: 'Phone is required',
          location: 'Location is required',
          password: 'Password is required',
        },
      });
      const blank = await register<ErrorBody>(
        registration({ name: '  ', email: ' ', phone: ' ', location: ' ', password: '' }),
      );
      expect(blank.body.errors).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        phone: 'Phone is required',
        location: 'Location is required',
        password: 'Password is required',
      });
    });

    it('answers 400 for an invalid email, audience size or over-long field', async () => {
      const response = await register<ErrorBody>(
        registration({
          email: 'adebayo.example.com',
          audienceSize: '1000',
          name: 'n'.repeat(101),
          expectations: 'e'.repeat(1001),
        }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        email: 'Email is invalid',
        audienceSize: API_MESSAGES.fields.audienceSizeInvalid,
        name: 'Must be at most 100 characters',
        expectations: 'Must be at most 1000 characters',
      });
    });

    it("refuses a password shorter than the Security settings' minimum", async () => {
      const short = await register<ErrorBody>(
        registration({ email: 'short@example.com', password: '1234567' }),
      );
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters' });

      await t.app.settings.update({
        security: { ...DEFAULT_SETTINGS.security, passwordMinLength: 12 },
      });
      try {
        const eleven = await register<ErrorBody>(
          registration({ email: 'eleven@example.com', password: '12345678901' }),
        );
        expect(eleven.body.errors).toEqual({ password: 'Password must be at least 12 characters' });
        const twelve = await register(
          registration({ email: 'twelve@example.com', password: '123456789012' }),
        );
        expect(twelve.status).toBe(201);
      } finally {
        await t.app.settings.update({ security: DEFAULT_SETTINGS.security });
      }
    });

    it('answers 409 with an email error when the address is taken, in any case', async () => {
      await make.member({ email: 'taken@example.com' });
      const response = await register<ErrorBody>(registration({ email: 'TAKEN@example.com' }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: API_MESSAGES.members.emailTaken,
        errors: { email: API_MESSAGES.members.emailTaken },
      });
    });

    it('lets only one of two simultaneous registrations of an address through', async () => {
      const [a, b] = await Promise.all([
        register(registration({ email: 'race@example.com' })),
        register(registration({ email: 'race@example.com' })),
      ]);
      expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    });

    it(`answers 429 after ${RATE_LIMITS.register.max} registrations an hour from one address`, async () => {
      const client = freshClient();
      for (let i = 0; i < RATE_LIMITS.register.max; i += 1) {
        expect((await register(registration({ email: `r${i}@example.com` }), client)).status).toBe(
          201,
        );
      }
      const limited = await register<ErrorBody>(registration({ email: 'rx@example.com' }), client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
    });
  });

  describe('POST /api/user/login', () => {
    it('answers the member and a fresh member token for the right password', async () => {
      const member = await make.member({ email: 'grace@example.com', name: 'Grace' });
      const response = await login({ email: 'Grace@Example.com', password: MEMBER_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ _id: member.id, name: 'Grace', isBlocked: false });
      expect(response.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });

    it('answers 401 with one message for a wrong password and an unknown email', async () => {
      await make.member({ email: 'samuel@example.com' });
      const wrong = await login<ErrorBody>({
        email: 'samuel@example.com',
        password: 'not-the-password',
      });
      const unknown = await login<ErrorBody>({
        email: 'nobody@example.com',
        password: 'not-the-password',
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: API_MESSAGES.members.invalidCredentials });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers 400 for missing fields', async () => {
      const response = await login<ErrorBody>({});
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });
    });

    it('after too many failures for an email from one address answers 429 there, even to the right password', async () => {
      await make.member({ email: 'target@example.com' });
      const guesser = freshClient();
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await login({ email: 'target@example.com', password: 'guess-guess' }, guesser)).status,
        ).toBe(401);
      }
      const blocked = await login<ErrorBody>(
        { email: 'target@example.com', password: MEMBER_PASSWORD },
        guesser,
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: MESSAGES.login.tooManyAttempts });
      // What is left of the lock-out, which began with the guesses: only its sign is certain.
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // The member, elsewhere, is not locked out by the guesser.
      const member = await login({ email: 'target@example.com', password: MEMBER_PASSWORD });
      expect(member.status).toBe(200);
      // Admin sign-in keeps its own counters.
      const admin = await t.request('/api/admin/login', {
        method: 'POST',
        json: { username: 'admin', password: 'lampstand-demo' },
      });
      expect(admin.status).toBe(200);
    });

    it('lets a blocked member sign in, but not post', async () => {
      const member = await make.member({ email: 'blocked@example.com', isBlocked: true });
      const response = await login({ email: 'blocked@example.com', password: MEMBER_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ _id: member.id, isBlocked: true });
      const stream = await make.stream();
      const post = await t.request('/api/user/chat-message', {
        method: 'POST',
        json: { streamId: stream.id, message: 'Hi' },
        headers: { ...freshClient(), authorization: `Bearer ${response.body.token}` },
      });
      expect(post.status).toBe(403);
    });

    it("refuses a deleted member's token with 401", async () => {
      const member = await make.member();
      const headers = await make.memberAuth(member);
      await t.app.db.kysely.deleteFrom('members').where('id', '=', member.id).execute();
      const stream = await make.stream();
      const response = await t.request('/api/user/comment', {
        method: 'POST',
        json: { streamId: stream.id, content: 'Hello' },
        headers: { ...freshClient(), ...headers },
      });
      expect(response.status).toBe(401);
    });
  });
});
