import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';

/** Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (which refuses NUL in text). */
describe('text the databases cannot store answers 400, never 500', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  it('refuses a NUL character in a path parameter', async () => {
    for (const path of ['/api/stream/%00', '/api/stream/a%00b', '/api/user/comments/%00x']) {
      const response = await t.request<ErrorBody>(path);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe(MESSAGES.errors.validation);
      expect(Object.values(response.body.errors ?? {})).toEqual([MESSAGES.errors.nulCharacter]);
    }
  });

  it('refuses a NUL character in a query, on an admin list too', async () => {
    const response = await t.request('/api/admin/streams?search=a%00', { headers: auth });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: MESSAGES.errors.validation,
      errors: { search: MESSAGES.errors.nulCharacter },
    });
  });

  it('refuses a NUL character in a JSON body, in values and in keys', async () => {
    const contact = {
      name: 'Kemi\u0000',
      email: 'kemi@example.org',
      subject: 'Other',
      message: 'Hello from the test',
    };
    const value = await t.request<ErrorBody>('/api/user/contact', {
      method: 'POST',
      json: contact,
    });
    expect(value.status).toBe(400);
    expect(value.body.errors).toEqual({ name: MESSAGES.errors.nulCharacter });
    const key = await t.request('/api/user/contact', {
      method: 'POST',
      json: { ...contact, name: 'Kemi', 'x\u0000': 1 },
    });
    expect(key.status).toBe(400);
    const nested = await t.request<ErrorBody>('/api/admin/settings', {
      method: 'PUT',
      headers: auth,
      json: { general: { siteName: 'A\u0000B' } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual({ 'general.siteName': MESSAGES.errors.nulCharacter });
  });

  it('refuses percent-encoding that is not UTF-8 in the path and the query', async () => {
    for (const path of ['/api/stream/%FF', '/api/stream/%C0%80', '/api/admin/stream/%E0%A4']) {
      const response = await t.request(path, { headers: auth });
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: MESSAGES.errors.badUrl });
    }
    for (const path of ['/api/streams/active?x=%FF', '/api/events/upcoming?limit=%C0%80']) {
      const response = await t.request<ErrorBody>(path);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe(MESSAGES.errors.badEncoding);
    }
  });

  it('refuses a JSON body that is not UTF-8, and still reads one that is', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"K'),
      Buffer.from([0xff, 0xc0, 0x80]),
      Buffer.from('","email":"kemi@example.org","subject":"Other","message":"Hello there"}'),
    ]);
    const bad = await t.request('/api/user/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: MESSAGES.errors.badEncoding,
      errors: { body: MESSAGES.errors.badEncoding },
    });
    const good = await t.request<ApiAnswer<'/api/user/contact', 'post'>>('/api/user/contact', {
      method: 'POST',
      json: {
        name: 'Kémi 李',
        email: 'kemi@example.org',
        subject: 'Other',
        message: 'Grace and peace 🙏',
      },
    });
    expect(good.status).toBe(201);
    expect(good.body.contact.name).toBe('Kémi 李');
  });

  it('still refuses a __proto__ key in JSON', async () => {
    const response = await t.request('/api/user/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"admin":true},"name":"x"}',
    });
    expect(response.status).toBe(400);
  });
});
