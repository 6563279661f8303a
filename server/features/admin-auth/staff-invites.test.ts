import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { API, apiPath } from '#shared/api-paths.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';
import { statementsDuring } from '#server/platform/testing/statements.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';

type Invited = ApiAnswer<'/api/admin/staff/invites', 'post'>;
type Resent = ApiAnswer<'/api/admin/staff/{id}/invite', 'post'>;
type PasswordSet = ApiAnswer<'/api/admin/password-reset/confirm', 'post'>;
type ResetSent = ApiAnswer<'/api/admin/password-reset', 'post'>;
type SignedIn = ApiAnswer<'/api/admin/login', 'post'>;
/** A refusal that names the fields it refuses. */
type FieldErrors = Required<ErrorBody>;

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const tokenIn = (raw: string) =>
  /\/admin\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(unfold(raw))?.[1] ?? '';

/**
 * An app with a mailbox, and the calls these tests make. Each describe gets its own: tests that
 * move the clock leave the mail queue's times behind them.
 */
function harness() {
  const h = {} as {
    t: TestApp;
    admin: Record<string, string>;
    smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  };
  beforeAll(async () => {
    h.smtp = await startTestSmtpServer();
    h.t = await buildTestApp({
      SMTP_URL: h.smtp.url,
      PUBLIC_SITE_URL: 'https://church.example',
      TRUST_PROXY: '1',
    });
    h.admin = await adminAuthHeader(h.t);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await h.t.close();
    await h.smtp.close();
  });

  const mine = (to: string) =>
    h.smtp.received.filter((m) => m.to.some((address) => address.toLowerCase() === to));
  // Each call names the answer it expects: the route's own, or an error's.
  return {
    h,
    invite: <T = unknown>(json: Record<string, unknown>, headers = h.admin) =>
      h.t.request<T>(API.adminStaffInvites, { method: 'POST', json, headers }),
    resend: <T = unknown>(id: string, headers = h.admin) =>
      h.t.request<T>(apiPath(API.adminStaffInviteResend, { id }), { method: 'POST', headers }),
    confirm: <T = unknown>(token: string, password: string) =>
      h.t.request<T>(API.adminPasswordLinkConfirm, {
        method: 'POST',
        headers: freshClient(),
        json: { token, password },
      }),
    forgot: <T = unknown>(email: string, headers = freshClient()) =>
      h.t.request<T>(API.adminPasswordReset, { method: 'POST', headers, json: { email } }),
    signIn: <T = unknown>(username: string, password: string) =>
      h.t.request<T>(API.adminLogin, {
        method: 'POST',
        headers: freshClient(),
        json: { username, password },
      }),
    /** The emails to an address so far, once there are at least `count`. */
    async mailTo(to: string, count = 1) {
      await vi.waitFor(() => expect(mine(to).length).toBeGreaterThanOrEqual(count), {
        timeout: 10_000,
      });
      return mine(to);
    },
    async staffRow(username: string) {
      const list = await h.t.request<ApiAnswer<'/api/admin/staff'>>(API.adminStaffList, {
        headers: h.admin,
      });
      const row = list.body.staff.find((s) => s.username === username);
      if (!row) throw new Error(`No staff row for ${username}`);
      return row;
    },
  };
}

describe('staff invites and staff password links', () => {
  const { h, invite, resend, confirm, forgot, signIn, mailTo, staffRow } = harness();

  it('invites by email: the person chooses their own password once, and then signs in', async () => {
    const answer = await invite<Invited>({
      displayName: 'Grace Obi',
      email: 'Grace@Example.org',
      role: 'moderator',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.staff).toMatchObject({
      username: 'grace@example.org',
      displayName: 'Grace Obi',
      role: 'moderator',
      email: 'Grace@Example.org',
      invited: true,
    });
    expect(answer.text).not.toMatch(/password|token/i);
    expect((await staffRow('grace@example.org')).invited).toBe(true);

    const [mail] = await mailTo('grace@example.org');
    expect(mail?.subject).toMatch(/invited/);
    expect(unfold(mail?.raw ?? '')).toContain('grace@example.org');
    const token = tokenIn(mail?.raw ?? '');
    expect(token).toHaveLength(43);

    const short = await confirm<FieldErrors>(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toMatch(/at least 8/);
    const accepted = await confirm<PasswordSet>(token, 'grace-chose-this');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({
      message: STAFF_MESSAGES.passwordSet,
      username: 'grace@example.org',
    });
    expect((await signIn('grace@example.org', 'grace-chose-this')).status).toBe(200);
    expect((await staffRow('grace@example.org')).invited).toBe(false);

    const again = await confirm<FieldErrors>(token, 'another-password');
    expect(again.status).toBe(400);
    expect(again.body.errors.token).toBe(STAFF_MESSAGES.linkInvalid);
    // Accepted: nothing left to resend.
    const { _id: id } = await staffRow('grace@example.org');
    expect((await resend(id)).status).toBe(400);
  });

  it('lets only admins invite, and refuses a taken address or bad input with field errors', async () => {
    await invite({ displayName: 'Mod', email: 'mod@example.org', role: 'moderator' });
    const [mail] = await mailTo('mod@example.org');
    await confirm(tokenIn(mail?.raw ?? ''), 'moderator-password');
    const login = await signIn<SignedIn>('mod@example.org', 'moderator-password');
    const moderator = { authorization: `Bearer ${login.body.token}` };
    const refused = await invite(
      { displayName: 'Eve', email: 'eve@example.org', role: 'admin' },
      moderator,
    );
    expect(refused.status).toBe(403);
    expect(
      (await invite({ displayName: 'X', email: 'x@example.org', role: 'admin' }, {})).status,
    ).toBe(401);

    const taken = await invite<FieldErrors>({
      displayName: 'Again',
      email: 'mod@example.org',
      role: 'admin',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toBe(STAFF_MESSAGES.emailTaken);
    const bad = await invite<FieldErrors>({
      displayName: '',
      email: 'not an email',
      role: 'owner',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['displayName', 'email', 'role']);
  });

  it('removes an invited person, and their link with them', async () => {
    const answer = await invite<Invited>({
      displayName: 'Ruth',
      email: 'ruth@example.org',
      role: 'moderator',
    });
    const [mail] = await mailTo('ruth@example.org');
    const removed = await h.t.request(
      apiPath(API.adminStaffMember, { id: answer.body.staff._id }),
      {
        method: 'DELETE',
        headers: h.admin,
      },
    );
    expect(removed.status).toBe(200);
    expect((await confirm(tokenIn(mail?.raw ?? ''), 'ruth-password')).status).toBe(400);
  });

  it('forgot password: emails a one-hour link that sets the password and ends every session', async () => {
    await invite({ displayName: 'Dan', email: 'dan@example.org', role: 'moderator' });
    const [invited] = await mailTo('dan@example.org');
    await confirm(tokenIn(invited?.raw ?? ''), 'dan-first-password');
    const login = await signIn<SignedIn>('dan@example.org', 'dan-first-password');
    const dan = { authorization: `Bearer ${login.body.token}` };
    expect((await h.t.request(API.adminSession, { headers: dan })).status).toBe(200);

    const known = await forgot<ResetSent>('DAN@example.org');
    const unknown = await forgot('nobody@example.org');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(STAFF_MESSAGES.resetSent);
    await h.t.app.staffPasswordLinks.queue.flush();
    const reset = (await mailTo('dan@example.org', 2))[1];
    expect(reset?.subject).toBe('Choose a new password for the panel');
    const changed = await confirm(tokenIn(reset?.raw ?? ''), 'dan-second-password');
    expect(changed.status).toBe(200);
    expect((await h.t.request(API.adminSession, { headers: dan })).status).toBe(401);
    expect((await signIn('dan@example.org', 'dan-first-password')).status).toBe(401);
    expect((await signIn('dan@example.org', 'dan-second-password')).status).toBe(200);
    expect(h.smtp.received.filter((m) => m.to.includes('nobody@example.org'))).toEqual([]);
  });

  it('refuses malformed requests with field errors', async () => {
    const badEmail = await forgot<ErrorBody>('not an email');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: MESSAGES.registration.emailInvalid });
    const badToken = await confirm<FieldErrors>('x'.repeat(10), 'a-new-password');
    expect(badToken.status).toBe(400);
    expect(badToken.body.errors.token).toBe('The link is incomplete');
  });
});

describe('staff invites across time', () => {
  const { h, invite, resend, confirm, mailTo } = harness();

  it('resends an invite with a new link (the old one stops), three an hour at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const answer = await invite<Invited>({
        displayName: 'Paul',
        email: 'paul@example.org',
        role: 'admin',
      });
      const id = answer.body.staff._id;
      const [first] = await mailTo('paul@example.org', 1);
      const resent = await resend<Resent>(id);
      expect(resent.status).toBe(200);
      expect(resent.body.staff.invited).toBe(true);
      const second = (await mailTo('paul@example.org', 2))[1];
      expect((await resend(id)).status).toBe(200);
      const limited = await resend<ErrorBody>(id);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(STAFF_MESSAGES.inviteResendLimit);

      expect((await confirm(tokenIn(first?.raw ?? ''), 'paul-password')).status).toBe(400);
      expect((await confirm(tokenIn(second?.raw ?? ''), 'paul-password')).status).toBe(400);
      const third = (await mailTo('paul@example.org', 3))[2];
      // An invite lasts three days, not a minute more.
      vi.setSystemTime(Date.now() + 72 * 60 * 60_000 + 60_000);
      const expired = await confirm<FieldErrors>(tokenIn(third?.raw ?? ''), 'paul-password');
      expect(expired.status).toBe(400);
      expect(expired.body.errors.token).toBe(STAFF_MESSAGES.linkInvalid);
      // Three days on, the admin signs in again too.
      expect((await resend(id, await adminAuthHeader(h.t))).status).toBe(200);
      const fourth = (await mailTo('paul@example.org', 4))[3];
      expect((await confirm(tokenIn(fourth?.raw ?? ''), 'paul-password')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('staff password links across time', () => {
  const { h, invite, confirm, forgot, mailTo } = harness();

  it('forgot password: a link lasts an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await invite({ displayName: 'Ada', email: 'ada@example.org', role: 'moderator' });
      await mailTo('ada@example.org');
      await forgot('ada@example.org');
      await h.t.app.staffPasswordLinks.queue.flush();
      const reset = (await mailTo('ada@example.org', 2))[1];
      vi.setSystemTime(Date.now() + 61 * 60_000);
      const expired = await confirm<FieldErrors>(tokenIn(reset?.raw ?? ''), 'ada-password');
      expect(expired.status).toBe(400);
      expect(expired.body.errors.token).toBe(STAFF_MESSAGES.linkInvalid);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('staff forgot password: what the answer costs', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    admin = await adminAuthHeader(t);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const forgot = (email: string, headers = freshClient()) =>
    t.request(API.adminPasswordReset, { method: 'POST', headers, json: { email } });
  const resetEmailsTo = async (to: string) =>
    (
      await t.app.db.kysely
        .selectFrom('mailMessages')
        .select('id')
        .where('toAddress', '=', to)
        .where('kind', '=', 'staff-password-reset')
        .execute()
    ).length;
  const addStaff = (email: string) =>
    t.request(API.adminStaffList, {
      method: 'POST',
      headers: admin,
      json: {
        username: email,
        displayName: 'Staff',
        password: 'staff-password',
        role: 'moderator',
        email,
      },
    });

  it('sends one address at most three links an hour, however many addresses ask, answering alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await addStaff('capped@example.org')).status).toBe(201);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await forgot('capped@example.org'));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    await t.app.staffPasswordLinks.queue.flush();
    expect(await resetEmailsTo('capped@example.org')).toBe(3);

    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await forgot('capped@example.org')).status).toBe(200);
    await t.app.staffPasswordLinks.queue.flush();
    expect(await resetEmailsTo('capped@example.org')).toBe(4);
    vi.useRealTimers();
  });

  it('limits requests per client address', async () => {
    const client = freshClient();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await forgot(`n${i}@example.org`, client)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('runs the same statements for a staff address and an unknown one, and looks up neither before answering', async () => {
    await addStaff('known@example.org');
    await t.app.staffPasswordLinks.queue.stop();
    try {
      const client = freshClient();
      const known = await statementsDuring(t.app, () => forgot('known@example.org', client));
      const unknown = await statementsDuring(t.app, () => forgot('unknown@example.org', client));
      expect(known).toEqual(unknown);
      expect(known.join('\n')).not.toMatch(/admins/);
      expect(t.app.staffPasswordLinks.queue.pending).toBe(2);
      const later = await statementsDuring(t.app, () => t.app.staffPasswordLinks.queue.flush());
      expect(later.join('\n')).toMatch(/from "admins"/);
      expect(await resetEmailsTo('known@example.org')).toBe(1);
    } finally {
      t.app.staffPasswordLinks.queue.start();
    }
  });
});
