import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  SIGNED_TOKEN,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { statementsDuring } from '#server/platform/testing/statements.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
type Asked = ApiAnswer<'/api/user/password-reset', 'post'>;
type Confirmed = ApiAnswer<'/api/user/password-reset/confirm', 'post'>;

const tokenIn = (raw: string) =>
  /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(unfold(raw))?.[1] ?? '';

describe('forgot password', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_SITE_URL: 'https://church.example',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = async (email: string) => {
    const answer = await t.request('/api/user/register', {
      method: 'POST',
      headers: freshClient(),
      json: {
        name: 'Hannah Ade',
        email,
        phone: '+234 803 555 0100',
        location: 'Ibadan',
        password: 'first-password',
      },
    });
    expect(answer.status).toBe(201);
  };
  // Each helper answers its route's success shape; a call that expects a refusal names ErrorBody.
  const ask = <T = Asked>(email: string) =>
    t.request<T>('/api/user/password-reset', {
      method: 'POST',
      headers: freshClient(),
      json: { email },
    });
  const confirm = <T = Confirmed>(token: string, password: string) =>
    t.request<T>('/api/user/password-reset/confirm', {
      method: 'POST',
      headers: freshClient(),
      json: { token, password },
    });
  const login = (email: string, password: string) =>
    t.request('/api/user/login', {
      method: 'POST',
      headers: freshClient(),
      json: { email, password },
    });

  it('emails a single-use link that sets a new password and signs the member in', async () => {
    await register('hannah@example.org');
    const unknown = await ask('nobody@example.org');
    const known = await ask('hannah@example.org');
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(API_MESSAGES.members.passwordResetSent);

    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['hannah@example.org']);
    expect(mail?.subject).toBe('Choose a new password');
    expect(unfold(mail?.raw ?? '')).toContain('https://church.example/reset-password?token=');
    const token = tokenIn(mail?.raw ?? '');
    expect(token).toHaveLength(43);
    // The outbox shows staff the email, but not the link's token: the member's to use.
    const outbox = await t.request<ApiAnswer<'/api/admin/mail'>>(
      '/api/admin/mail?search=hannah@example.org',
      { headers: await adminAuthHeader(t) },
    );
    const text = outbox.body.messages[0]?.text;
    expect(text).toContain('https://church.example/reset-password?token=(hidden)');
    expect(text).not.toContain(token);

    const short = await confirm<ErrorBody>(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.errors?.password).toMatch(/at least/);
    const changed = await confirm(token, 'a-new-password');
    expect(changed.status).toBe(200);
    expect(changed.body.user.email).toBe('hannah@example.org');
    expect(changed.body.token).toMatch(SIGNED_TOKEN);
    expect(changed.body.user).not.toHaveProperty('password');

    expect((await login('hannah@example.org', 'first-password')).status).toBe(401);
    expect((await login('hannah@example.org', 'a-new-password')).status).toBe(200);
    const again = await confirm<ErrorBody>(token, 'yet-another-password');
    expect(again.status).toBe(400);
    expect(again.body.errors?.token).toBe(API_MESSAGES.members.passwordResetInvalid);
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.org'))).toEqual([]);
  });

  it('honours only the newest link, and none after an hour', async () => {
    await register('samuel@example.org');
    const before = smtp.received.length;
    await ask('samuel@example.org');
    const [first] = (await smtp.waitFor(before + 1)).slice(before);
    await ask('samuel@example.org');
    const [second] = (await smtp.waitFor(before + 2)).slice(before + 1);
    const older = await confirm(tokenIn(first?.raw ?? ''), 'another-password');
    expect(older.status).toBe(400);

    await t.app.db.kysely
      .updateTable('memberPasswordResets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await confirm<ErrorBody>(tokenIn(second?.raw ?? ''), 'another-password');
    expect(expired.status).toBe(400);
    expect(expired.body.errors?.token).toBe(API_MESSAGES.members.passwordResetInvalid);
  });

  it('refuses a malformed request with field errors', async () => {
    const badEmail = await ask<ErrorBody>('not an email');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: MESSAGES.registration.emailInvalid });
    const badToken = await confirm<ErrorBody>('x'.repeat(10), 'a-new-password');
    expect(badToken.status).toBe(400);
    expect(badToken.body.errors?.token).toBe('The link is incomplete');
  });
});

describe('forgot password: what the answer costs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const ask = (email: string, headers = freshClient()) =>
    t.request('/api/user/password-reset', { method: 'POST', headers, json: { email } });
  const resetEmailsTo = async (to: string) =>
    (
      await t.app.db.kysely
        .selectFrom('mailMessages')
        .select('id')
        .where('toAddress', '=', to)
        .where('kind', '=', 'password-reset')
        .execute()
    ).length;

  it('sends one address at most three links an hour, however many addresses ask, answering alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await factories(t.app).member({ email: 'capped@example.org' });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await ask('capped@example.org'));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    await t.app.passwordResets.queue.flush();
    expect(await resetEmailsTo('capped@example.org')).toBe(3);

    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await ask('capped@example.org')).status).toBe(200);
    await t.app.passwordResets.queue.flush();
    expect(await resetEmailsTo('capped@example.org')).toBe(4);
    vi.useRealTimers();
  });

  it('runs the same statements for a member’s address and an unknown one, and looks up neither before answering', async () => {
    await factories(t.app).member({ email: 'known@example.org' });
    // Held still, so only what the request itself does is seen.
    await t.app.passwordResets.queue.stop();
    try {
      const client = freshClient();
      const known = await statementsDuring(t.app, () => ask('known@example.org', client));
      const unknown = await statementsDuring(t.app, () => ask('unknown@example.org', client));
      expect(known).toEqual(unknown);
      expect(known.join('\n')).not.toMatch(/members/);
      expect(t.app.passwordResets.queue.pending).toBe(2);

      const later = await statementsDuring(t.app, () => t.app.passwordResets.queue.flush());
      expect(later.join('\n')).toMatch(/from "members"/);
      expect(await resetEmailsTo('known@example.org')).toBe(1);
    } finally {
      t.app.passwordResets.queue.start();
    }
  });
});
