import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

const BAD_ADDRESSES = [
  'john<script>@example.com',
  '"john"@example.com',
  'john smith@example.com',
  'john@localhost',
  'john@example.com\r\nBcc: all@example.com',
];

/** Every public or admin call that takes an email, with a body valid but for it. */
const CALLS: { name: string; path: string; admin?: boolean; body: (email: string) => object }[] = [
  {
    name: 'contact form',
    path: API.contact,
    body: (email) => ({ name: 'Ada', email, subject: 'General Inquiry', message: 'Hello' }),
  },
  {
    name: 'registration',
    path: API.register,
    body: (email) => ({
      name: 'Ada',
      email,
      phone: '+234 800 000 0000',
      location: 'Ibadan',
      password: 'long-enough-password',
    }),
  },
  {
    name: 'foundation school sign-up',
    path: API.foundationSchoolSignup,
    body: (email) => ({ name: 'Ada', email, phone: '+234 800 000 0000' }),
  },
  {
    name: 'testimony',
    path: API.testimony,
    body: (email) => ({ name: 'Ada', email, title: 'Healed', testimony: 'Thank God' }),
  },
  {
    name: 'quick chat',
    path: API.quickChat,
    body: (email) => ({ name: 'Ada', email, message: 'Hello' }),
  },
  {
    name: 'guest comment',
    path: API.comment,
    body: (email) => ({
      streamId: 'a'.repeat(24),
      userName: 'Ada',
      userEmail: email,
      content: 'Amen',
    }),
  },
  {
    name: 'admin member form',
    path: API.adminMemberCreate,
    admin: true,
    body: (email) => ({ name: 'Ada', email, phone: '', location: '', isBlocked: false }),
  },
];

describe('Every email field takes only addresses a mail server would', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  for (const call of CALLS) {
    it(`${call.name}: refuses <, >, quotes, spaces, a missing domain dot and line breaks`, async () => {
      for (const email of BAD_ADDRESSES) {
        const response = await t.request<ErrorBody>(call.path, {
          method: 'POST',
          json: call.body(email),
          headers: { ...freshClient(), ...(call.admin ? auth : {}) },
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(MESSAGES.errors.validation);
        expect(Object.values(response.body.errors ?? {})).toEqual([
          MESSAGES.registration.emailInvalid,
        ]);
      }
    });
  }
});
