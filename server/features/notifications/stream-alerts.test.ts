import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient, minutesFromNow } from '#server/platform/testing/factories.js';
import { type ReceivedMail, startTestSmtpServer } from '#server/platform/testing/smtp-server.js';
import { statementsDuring } from '#server/platform/testing/statements.js';
import { createStreamAlertsRepository } from './stream-alerts-repository.js';
import { createStreamAlertsService } from './stream-alerts-service.js';

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const linkIn = (mail: ReceivedMail | undefined, path: string) =>
  new RegExp(`https://church\\.example${path}\\?token=([A-Za-z0-9_-]{43})`).exec(
    unfold(mail?.raw ?? ''),
  )?.[1] ?? '';
const headerOf = (mail: ReceivedMail | undefined, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im')
    .exec((mail?.raw ?? '').replace(/\r?\n[ \t]+/g, ' '))?.[1]
    ?.trim() ?? '';

describe('stream alerts', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_SITE_URL: 'https://church.example',
      TRUST_PROXY: '1',
    });
    auth = await adminAuthHeader(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // Each test starts with no subscribers and every switch on.
    await t.app.db.kysely.deleteFrom('streamAlertSubscriptions').execute();
    await saveNotifications({
      emailNotifications: true,
      streamAlerts: true,
      userRegistrations: true,
      commentModeration: true,
    });
  });

  const saveNotifications = async (notifications: Record<string, boolean>) => {
    const saved = await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { notifications },
      headers: auth,
    });
    expect(saved.status).toBe(200);
  };
  const subscribe = <T = ApiAnswer<'/api/user/stream-alerts', 'post'>>(email: unknown) =>
    t.request<T>('/api/user/stream-alerts', {
      method: 'POST',
      headers: freshClient(),
      json: { email },
    });
  const confirm = <T = ApiAnswer<'/api/user/stream-alerts/confirm', 'post'>>(token: string) =>
    t.request<T>('/api/user/stream-alerts/confirm', {
      method: 'POST',
      headers: freshClient(),
      json: { token },
    });
  const toggleLive = (id: string) =>
    t.request<ApiAnswer<'/api/admin/stream/{id}/toggle-live', 'patch'>>(
      `/api/admin/stream/${id}/toggle-live`,
      { method: 'PATCH', headers: auth },
    );
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  /** The `count`th email to an address, once it has arrived (others may arrive meanwhile). */
  const nthMailTo = async (address: string, count: number) => {
    while (mailsTo(address).length < count) await smtp.waitFor(smtp.received.length + 1);
    return mailsTo(address)[count - 1];
  };
  /** Subscribes and confirms an address; answers its confirm email. */
  const subscribed = async (email: string) => {
    expect((await subscribe(email)).status).toBe(200);
    const mail = await nthMailTo(email, 1);
    expect((await confirm(linkIn(mail, '/stream-alerts/confirm'))).status).toBe(200);
    return mail;
  };

  it('confirms by the emailed link, alerts once per going-live with a link to the stream, and unsubscribes in one click', async () => {
    const answer = await subscribe('Ruth@Example.org');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(API_MESSAGES.streamAlerts.requested);
    const [confirmMail] = await smtp.waitFor(1);
    expect(confirmMail?.to).toEqual(['ruth@example.org']);
    expect(confirmMail?.subject).toBe('Please confirm: emails when we go live');
    const token = linkIn(confirmMail, '/stream-alerts/confirm');
    expect(token).toHaveLength(43);

    const stream = await factories(t.app).stream({ title: 'Sunday Service' });
    // Not yet confirmed: going live sends nothing to this address.
    expect((await toggleLive(stream.id)).body.stream.isLive).toBe(true);
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    expect((await toggleLive(stream.id)).body.stream.isLive).toBe(false);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(API_MESSAGES.streamAlerts.confirmed);
    const again = await confirm<ErrorBody>(token);
    expect(again.status).toBe(400);
    expect(again.body.errors?.token).toBe(API_MESSAGES.streamAlerts.confirmInvalid);

    await toggleLive(stream.id);
    const alert = await nthMailTo('ruth@example.org', 2);
    expect(alert?.to).toEqual(['ruth@example.org']);
    expect(alert?.subject).toBe('We are live: Sunday Service');
    expect(unfold(alert?.raw ?? '')).toContain(
      `https://church.example/LiveStream?stream=${stream.id}`,
    );
    // Every instance checks; the claim lets one going-live send once.
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    expect(
      mailsTo('ruth@example.org').filter((m) => m.subject.startsWith('We are live')),
    ).toHaveLength(1);

    const unsubscribeToken = linkIn(alert, '/stream-alerts/unsubscribe');
    expect(unsubscribeToken).toHaveLength(43);
    expect(headerOf(alert, 'List-Unsubscribe')).toBe(
      `<https://church.example/api/user/stream-alerts/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(headerOf(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // As a mail program sends it (RFC 8058): a form POST to the header's address.
    const left = await t.request<ApiAnswer<'/api/user/stream-alerts/unsubscribe', 'post'>>(
      `/api/user/stream-alerts/unsubscribe?token=${unsubscribeToken}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...freshClient() },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(API_MESSAGES.streamAlerts.unsubscribed);

    // Going live again is a new going-live, but nobody is subscribed now.
    await toggleLive(stream.id);
    await toggleLive(stream.id);
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    expect(mailsTo('ruth@example.org')).toHaveLength(2);
  });

  it('shows staff the outbox without the confirm and unsubscribe links’ tokens', async () => {
    const confirmMail = await subscribed('lydia@example.org');
    const confirmToken = linkIn(confirmMail, '/stream-alerts/confirm');
    const stream = await factories(t.app).stream({ title: 'Midweek Service' });
    await toggleLive(stream.id);
    const alert = await nthMailTo('lydia@example.org', 2);
    const unsubscribeToken = linkIn(alert, '/stream-alerts/unsubscribe');
    expect(unsubscribeToken).toHaveLength(43);
    await toggleLive(stream.id);

    const outbox = await t.request<ApiAnswer<'/api/admin/mail'>>(
      '/api/admin/mail?search=lydia@example.org',
      { headers: auth },
    );
    expect(outbox.status).toBe(200);
    const texts = outbox.body.messages.map((mail) => mail.text);
    expect(texts).toHaveLength(2);
    const all = texts.join('\n');
    expect(all).toContain('https://church.example/stream-alerts/confirm?token=(hidden)');
    expect(all).toContain('https://church.example/stream-alerts/unsubscribe?token=(hidden)');
    expect(all).not.toContain(confirmToken);
    expect(all).not.toContain(unsubscribeToken);
    expect(outbox.text).not.toContain(confirmToken);
    expect(outbox.text).not.toContain(unsubscribeToken);
  });

  it('answers every address alike, and emails neither a confirmed address nor one asked for too often', async () => {
    await subscribed('hannah@example.org');
    const known = await subscribe('hannah@example.org');
    const unknown = await subscribe('nobody-yet@example.org');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    // The work after the answer, run here: a confirmed address gets no new email.
    t.app.streamAlerts.subscribe('hannah@example.org');
    for (let i = 0; i < 5; i += 1) t.app.streamAlerts.subscribe('nobody-yet@example.org');
    await t.app.streamAlerts.queue.flush();
    const outbox = (to: string) =>
      t.app.db.kysely.selectFrom('mailMessages').select('id').where('toAddress', '=', to).execute();
    expect(await outbox('hannah@example.org')).toHaveLength(1);
    expect(await outbox('nobody-yet@example.org')).toHaveLength(3);
  });

  it('runs the same statements for a subscribed address and an unknown one, and looks up neither before answering', async () => {
    await subscribed('abigail@example.org');
    // Held still, so only what the request itself does is seen.
    await t.app.streamAlerts.queue.stop();
    try {
      const known = await statementsDuring(t.app, () => subscribe('abigail@example.org'));
      const unknown = await statementsDuring(t.app, () => subscribe('not-yet@example.org'));
      expect(known).toEqual(unknown);
      expect(known.join('\n')).not.toMatch(/stream_alert_subscriptions/);
      expect(t.app.streamAlerts.queue.pending).toBe(2);

      const later = await statementsDuring(t.app, () => t.app.streamAlerts.queue.flush());
      expect(later.join('\n')).toMatch(/from "stream_alert_subscriptions"/);
    } finally {
      t.app.streamAlerts.queue.start();
    }
  });

  it('sends nothing while a switch is off, and at once, before the scheduled time, when it is on again', async () => {
    await subscribed('samuel@example.org');
    const stream = await factories(t.app).stream({
      title: 'Evening Prayer',
      scheduledDate: minutesFromNow(30),
    });
    const scheduledAt = Date.now() + 30 * 60_000;
    await saveNotifications({ streamAlerts: false });
    await toggleLive(stream.id);
    // The clock of another instance, after the scheduled time, with the switch off: nothing.
    const later = createStreamAlertsService({
      repository: createStreamAlertsRepository(t.app.db.kysely),
      streams: t.app.streams,
      settings: t.app.settings,
      mail: t.app.mail,
      counters: t.app.realtime.counters,
      siteUrl: 'https://church.example',
      log: t.app.log,
      now: () => new Date(scheduledAt + 60_000),
    });
    expect(await later.checkGoingLive()).toBe(0);
    await saveNotifications({ streamAlerts: true, emailNotifications: false });
    expect(await later.checkGoingLive()).toBe(0);
    await saveNotifications({ emailNotifications: true });
    // Before the scheduled time (this instance's clock): the going-live is announced at once.
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(1);
    expect(await later.checkGoingLive()).toBe(0);
    const alert = await nthMailTo('samuel@example.org', 2);
    expect(alert?.to).toEqual(['samuel@example.org']);
    expect(alert?.subject).toBe('We are live: Evening Prayer');
    expect(await later.checkGoingLive()).toBe(0);
  });

  it('alerts when the edit form sets a stream live, once, and forgets addresses never confirmed', async () => {
    await subscribed('esther@example.org');
    const stream = await factories(t.app).stream({ title: 'Youth Vigil' });
    const edit = (isLive: boolean) =>
      t.request(`/api/admin/stream/${stream.id}`, {
        method: 'PUT',
        headers: auth,
        json: { title: 'Youth Vigil', streamUrl: stream.streamUrl, isLive },
      });
    expect((await edit(true)).status).toBe(200);
    const alert = await nthMailTo('esther@example.org', 2);
    expect(alert?.subject).toBe('We are live: Youth Vigil');
    // Saving the form again while live is the same going-live.
    expect((await edit(true)).status).toBe(200);
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    expect((await edit(false)).status).toBe(200);
    const row = await t.app.db.kysely
      .selectFrom('streams')
      .select('liveSince')
      .where('id', '=', stream.id)
      .executeTakeFirstOrThrow();
    expect(row.liveSince).toBeNull();

    t.app.streamAlerts.subscribe('never-confirmed@example.org');
    await t.app.streamAlerts.queue.flush();
    expect(await t.app.streamAlerts.purgeUnconfirmed()).toBe(0);
    await t.app.db.kysely
      .updateTable('streamAlertSubscriptions')
      .set({ confirmExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'never-confirmed@example.org')
      .execute();
    expect(await t.app.streamAlerts.purgeUnconfirmed()).toBe(1);
    const left = await t.app.db.kysely
      .selectFrom('streamAlertSubscriptions')
      .select('email')
      .execute();
    expect(left.map((subscriber) => subscriber.email)).toEqual(['esther@example.org']);
  });

  it('refuses malformed requests with field errors', async () => {
    const refusals: [unknown, string][] = [
      ['not an email', MESSAGES.registration.emailInvalid],
      ['', MESSAGES.registration.emailRequired],
      [42, MESSAGES.registration.emailRequired],
      ['a@b', MESSAGES.registration.emailInvalid],
    ];
    for (const [email, message] of refusals) {
      const answer = await subscribe<ErrorBody>(email);
      expect(answer.status).toBe(400);
      expect(answer.body.errors, String(email)).toEqual({ email: message });
    }
    const badConfirm = await confirm<ErrorBody>('short');
    expect(badConfirm.status).toBe(400);
    expect(badConfirm.body.errors?.token).toBe('The link is incomplete');
    const badUnsubscribe = await t.request('/api/user/stream-alerts/unsubscribe?token=x', {
      method: 'POST',
      headers: freshClient(),
    });
    expect(badUnsubscribe.status).toBe(400);
    const noToken = await t.request('/api/user/stream-alerts/unsubscribe', {
      method: 'POST',
      headers: freshClient(),
    });
    expect(noToken.status).toBe(400);
  });

  it('limits confirm emails per address and requests per network address', async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await t.request('/api/user/stream-alerts', {
        method: 'POST',
        headers: client,
        json: { email: `flood${i}@example.org` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
