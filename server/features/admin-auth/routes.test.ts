import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { createTokenService } from '#server/platform/auth/tokens.js';
import {
  DEMO_LOGIN,
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

describe('admin sign-in (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs in with the demo credentials and answers token, admin and expiry', async () => {
    const response = await t.request<ApiAnswer<'/api/admin/login', 'post'>>('/api/admin/login', {
      method: 'POST',
      json: DEMO_LOGIN,
    });
    expect(response.status).toBe(200);
    expect(response.body.admin).toEqual({
      _id: expect.any(String),
      username: 'admin',
      displayName: 'Admin',
      role: 'admin',
    });
    expect(response.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);
    const minutes = (Date.parse(response.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('answers 400 with a message per missing field', async () => {
    const empty = await t.request('/api/admin/login', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: MESSAGES.errors.validation,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
    const blank = await t.request<ErrorBody>('/api/admin/login', {
      method: 'POST',
      json: { username: '   ', password: 'x' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ username: 'Username is required' });
  });

  it('answers 400 for a body that is not JSON, never 500', async () => {
    const response = await t.request<ErrorBody>('/api/admin/login', {
      method: 'POST',
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON');
  });

  it('answers 415 for a body of an unsupported type', async () => {
    const response = await t.request('/api/admin/login', {
      method: 'POST',
      body: 'username=admin',
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: MESSAGES.errors.unsupportedMediaType });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: MESSAGES.errors.tooLarge });
  });

  it('refuses a wrong password with 401 and the same message as an unknown username', async () => {
    const wrong = await t.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'admin', password: 'nope-nope' },
    });
    const unknown = await t.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'nobody', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: MESSAGES.login.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('admin session and the admin guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in admin for a valid token', async () => {
    const headers = await adminAuthHeader(t);
    const response = await t.request<ApiAnswer<'/api/admin/session'>>('/api/admin/session', {
      headers,
    });
    expect(response.status).toBe(200);
    expect(response.body.admin.username).toBe('admin');
    expect(Date.parse(response.body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    [
      'a forged token',
      { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    ],
  ])('refuses %s with 401', async (_label, headers: Record<string, string>) => {
    const response = await t.request('/api/admin/session', { headers });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('refuses a token signed with another secret, and an expired token', async () => {
    const admin = await repositoriesOf(t.app).admins.findByUsername('admin');
    const foreign = await createTokenService('x'.repeat(40)).signAdminToken(
      admin!.id,
      'some-session',
      new Date(Date.now() + 60_000),
    );
    const expired = await createTokenService(t.app.config.jwtSecret).signAdminToken(
      admin!.id,
      'some-session',
      new Date(Date.now() - 1000),
    );
    for (const token of [foreign, expired]) {
      const response = await t.request<ErrorBody>('/api/admin/session', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.auth.invalidToken);
    }
  });

  it('guards every /api/admin/* path, even ones that do not exist, before answering 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/dashboard'],
      ['DELETE', '/api/admin/stream/123'],
      ['GET', '/api/admin/no-such-thing'],
    ] as const) {
      const response = await t.request(url, { method });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
    const headers = await adminAuthHeader(t);
    const unknown = await t.request('/api/admin/no-such-thing', { headers });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: MESSAGES.errors.routeNotFound });
  });
});

describe('admin sign-in with ADMIN_PASSWORD (not demo mode)', () => {
  it('uses the configured password, refuses the demo one and retires it from an earlier demo run', async () => {
    const demo = await buildTestApp();
    expect(
      (await demo.request('/api/admin/login', { method: 'POST', json: DEMO_LOGIN })).status,
    ).toBe(200);
    await demo.app.close();
    // The same data folder and database, restarted with a real password.
    const t = await buildTestApp(
      {
        ADMIN_PASSWORD: 'a-real-secret-42',
        ...(demo.databaseUrl ? { DATABASE_URL: demo.databaseUrl } : {}),
      },
      { dataDir: demo.dataDir },
    );
    try {
      const demoLogin = await t.request('/api/admin/login', { method: 'POST', json: DEMO_LOGIN });
      expect(demoLogin.status).toBe(401);
      const login = await t.request('/api/admin/login', {
        method: 'POST',
        json: { username: 'admin', password: 'a-real-secret-42' },
      });
      expect(login.status).toBe(200);
      const settings = await t.request<ApiAnswer<'/api/settings/public'>>('/api/settings/public');
      expect(settings.body.settings.demoCredentials).toBeNull();
    } finally {
      await t.close();
      await demo.dispose();
    }
  });
});
