import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import type { StreamAlertOutcome } from '#shared/schemas/admin-streams.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';
import { createStreamAlertsRepository } from './stream-alerts-repository.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('stream alerts: once per service', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  let auth: Record<string, string>;
  // The clock every part of the app reads (Date only: timers, sockets and the mail worker run).
  let clock = Date.now();
  const advance = async (ms: number) => {
    clock += ms;
    vi.setSystemTime(clock);
    // A panel session ends after 30 idle minutes: sign in again at the new time.
    auth = await adminAuthHeader(t);
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://church.example' });
    auth = await adminAuthHeader(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    vi.useRealTimers();
  });
  beforeEach(async () => {
    await t.app.db.kysely.deleteFrom('streamAlertSubscriptions').execute();
    await saveNotifications({
      emailNotifications: true,
      streamAlerts: true,
      streamAlertRepeatHours: 3,
    });
  });

  const saveNotifications = <T = unknown>(notifications: Record<string, unknown>) =>
    t.request<T>('/api/admin/settings', { method: 'PUT', json: { notifications }, headers: auth });
  /** A confirmed subscriber, as the emailed link leaves one. */
  const confirmedSubscriber = async (email: string) => {
    const repository = createStreamAlertsRepository(t.app.db.kysely);
    const at = new Date(clock);
    await repository.requestConfirmation(
      email,
      { tokenHash: `hash-${email}`, expiresAt: new Date(clock + HOUR) },
      `unsubscribe-${email}`,
      at,
    );
    expect(await repository.confirm(`hash-${email}`, at)).toBe(true);
  };
  const toggleLive = async (id: string) => {
    const answer = await t.request<{
      stream: { isLive: boolean };
      streamAlert?: StreamAlertOutcome;
    }>(`/api/admin/stream/${id}/toggle-live`, { method: 'PATCH', headers: auth });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** Sets an offline stream live (off and on for a live one) and answers what the alert did. */
  const offAndOn = async (id: string) => {
    expect((await toggleLive(id)).stream.isLive).toBe(false);
    const on = await toggleLive(id);
    expect(on.stream.isLive).toBe(true);
    return on.streamAlert;
  };
  /** "We are live" emails queued for an address (the durable outbox: nothing lost in flight). */
  const alertsQueuedFor = async (email: string) =>
    (
      await t.app.db.kysely
        .selectFrom('mailMessages')
        .select('subject')
        .where('toAddress', '=', email)
        .execute()
    ).filter((mail) => mail.subject.startsWith('We are live')).length;
  /** Waits until the SMTP server has received `count` alerts for an address. */
  const alertsReceived = async (email: string, count: number) => {
    const received = () =>
      smtp.received.filter(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('We are live'),
      );
    while (received().length < count) await smtp.waitFor(smtp.received.length + 1);
    return received();
  };

  it('emails every confirmed subscriber at once when a stream is set live before its scheduled time, and not again when the time comes', async () => {
    await confirmedSubscriber('ada@example.org');
    await confirmedSubscriber('bola@example.org');
    await t.app.streamAlerts.subscribe('not-yet@example.org');
    const stream = await factories(t.app).stream({
      title: 'Early Vigil',
      scheduledDate: new Date(clock + 90 * MINUTE).toISOString(),
    });
    const answer = await toggleLive(stream.id);
    expect(answer.stream.isLive).toBe(true);
    expect(answer.streamAlert).toEqual({ emailed: 2 });
    const [ada] = await alertsReceived('ada@example.org', 1);
    expect(ada?.subject).toBe('We are live: Early Vigil');
    expect(await alertsReceived('bola@example.org', 1)).toHaveLength(1);
    expect(await alertsQueuedFor('not-yet@example.org')).toBe(0);

    // Every instance's checks find the going-live decided, also once the scheduled time comes.
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    await advance(91 * MINUTE);
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    expect(await alertsQueuedFor('ada@example.org')).toBe(1);
    expect(await alertsQueuedFor('bola@example.org')).toBe(1);
  });

  it('sends nothing when a stream goes live again within the set hours of its last alert, and again after them', async () => {
    await confirmedSubscriber('chidi@example.org');
    const stream = await factories(t.app).stream({ title: 'Sunday Service' });
    const first = await toggleLive(stream.id);
    expect(first.streamAlert).toEqual({ emailed: 1 });
    const firstAt = new Date(clock).toISOString();

    // A dropped encoder: off and on 40 minutes later is the same service.
    await advance(40 * MINUTE);
    expect(await offAndOn(stream.id)).toEqual({
      emailed: 0,
      reason: 'recent-alert',
      lastAlertAt: firstAt,
    });
    await advance(2 * HOUR);
    expect(await offAndOn(stream.id)).toMatchObject({ emailed: 0, reason: 'recent-alert' });
    expect(await t.app.streamAlerts.checkGoingLive()).toBe(0);
    expect(await alertsQueuedFor('chidi@example.org')).toBe(1);

    // Three hours after the alert, going live is a new service.
    await advance(21 * MINUTE);
    expect(await offAndOn(stream.id)).toEqual({ emailed: 1 });
    expect(await alertsReceived('chidi@example.org', 2)).toHaveLength(2);

    // 0 hours: every going-live sends.
    expect((await saveNotifications({ streamAlertRepeatHours: 0 })).status).toBe(200);
    await advance(MINUTE);
    expect(await offAndOn(stream.id)).toEqual({ emailed: 1 });
    expect(await alertsQueuedFor('chidi@example.org')).toBe(3);

    // One hour: not after 30 minutes, but after 61.
    expect((await saveNotifications({ streamAlertRepeatHours: 1 })).status).toBe(200);
    await advance(30 * MINUTE);
    expect(await offAndOn(stream.id)).toMatchObject({ emailed: 0, reason: 'recent-alert' });
    await advance(31 * MINUTE);
    expect(await offAndOn(stream.id)).toEqual({ emailed: 1 });
    expect(await alertsQueuedFor('chidi@example.org')).toBe(4);
    // Each alert names one stream: another stream's going-live is its own.
    const other = await factories(t.app).stream({ title: 'Midweek Prayer' });
    expect((await toggleLive(other.id)).streamAlert).toEqual({ emailed: 1 });
  });

  it('says why nobody was emailed: a switch off, no confirmed subscribers, an earlier alert, a hidden stream', async () => {
    const make = factories(t.app);
    /** Sets a new stream live, and offline again once the answer is read. */
    const liveOnce = async (title: string, isActive = true) => {
      const stream = await make.stream({ title, isActive });
      const { streamAlert } = await toggleLive(stream.id);
      await toggleLive(stream.id);
      return streamAlert;
    };

    const lonely = await make.stream({ title: 'Nobody Listening' });
    expect((await toggleLive(lonely.id)).streamAlert).toEqual({
      emailed: 0,
      reason: 'no-subscribers',
    });
    await confirmedSubscriber('dayo@example.org');
    // Undecided for want of subscribers: one who confirms while it is live still hears of it.
    await t.app.streamAlerts.checkGoingLive();
    expect(await alertsReceived('dayo@example.org', 1)).toHaveLength(1);

    await saveNotifications({ emailNotifications: false });
    expect(await liveOnce('Quiet One')).toEqual({ emailed: 0, reason: 'email-off' });
    await saveNotifications({ emailNotifications: true, streamAlerts: false });
    expect(await liveOnce('Quiet Two')).toEqual({ emailed: 0, reason: 'alerts-off' });
    await saveNotifications({ streamAlerts: true });
    expect(await liveOnce('Hidden', false)).toEqual({ emailed: 0, reason: 'inactive' });

    // The edit form: setting live tells the same; saving it again while live, what was done.
    const stream = await make.stream({ title: 'Youth Night' });
    const edit = (isLive: boolean) =>
      t.request<{ stream: { isLive: boolean }; streamAlert?: StreamAlertOutcome }>(
        `/api/admin/stream/${stream.id}`,
        {
          method: 'PUT',
          headers: auth,
          json: { title: 'Youth Night', streamUrl: stream.streamUrl, isLive },
        },
      );
    expect((await edit(true)).body.streamAlert).toEqual({ emailed: 1 });
    const alertedAt = new Date(clock).toISOString();
    await advance(MINUTE);
    expect((await edit(true)).body.streamAlert).toEqual({
      emailed: 0,
      reason: 'already-sent',
      lastAlertAt: alertedAt,
    });
    const offline = await edit(false);
    expect(offline.body.stream.isLive).toBe(false);
    expect(offline.body).not.toHaveProperty('streamAlert');
    expect(await alertsQueuedFor('dayo@example.org')).toBe(2);
  });

  it('announces a stream set live while alerts were off when its scheduled time comes, not a stale one', async () => {
    await confirmedSubscriber('efe@example.org');
    const stream = await factories(t.app).stream({
      title: 'Harvest Service',
      scheduledDate: new Date(clock + 5 * HOUR).toISOString(),
    });
    await saveNotifications({ streamAlerts: false });
    expect((await toggleLive(stream.id)).streamAlert).toEqual({ emailed: 0, reason: 'alerts-off' });
    await saveNotifications({ streamAlerts: true });
    await advance(3 * HOUR);
    // Set live three hours ago and its time not come: nothing now.
    await t.app.streamAlerts.checkGoingLive();
    expect(await alertsQueuedFor('efe@example.org')).toBe(0);
    await advance(2 * HOUR + MINUTE);
    await t.app.streamAlerts.checkGoingLive();
    await t.app.streamAlerts.checkGoingLive();
    expect(await alertsReceived('efe@example.org', 1)).toHaveLength(1);
    expect(await alertsQueuedFor('efe@example.org')).toBe(1);
  });

  it('sends once when two instances decide the same going-live at the same moment', async () => {
    await confirmedSubscriber('funmi@example.org');
    await confirmedSubscriber('gbenga@example.org');
    const other = await buildTestApp(
      {
        SMTP_URL: smtp.url,
        PUBLIC_SITE_URL: 'https://church.example',
        DATABASE_URL: t.databaseUrl,
      },
      { dataDir: t.dataDir },
    );
    try {
      for (let round = 0; round < 3; round += 1) {
        const stream = await factories(t.app).stream({ title: `Service ${round}` });
        // The route on one instance and the other instance's checks, racing.
        const [answer] = await Promise.all([
          toggleLive(stream.id),
          other.app.streamAlerts.checkGoingLive(),
          other.app.streamAlerts.checkGoingLive(),
        ]);
        // Whichever instance won, the panel hears that this going-live was sent.
        expect([2, 0]).toContain(answer.streamAlert?.emailed);
        expect(answer.streamAlert?.reason ?? 'sent').toMatch(/^(sent|already-sent)$/);
        await other.app.streamAlerts.checkGoingLive();
        expect(await alertsQueuedFor('funmi@example.org')).toBe(round + 1);
        await toggleLive(stream.id);
        await advance(3 * HOUR);
      }
      expect(await alertsQueuedFor('funmi@example.org')).toBe(3);
      expect(await alertsQueuedFor('gbenga@example.org')).toBe(3);
    } finally {
      await other.app.close();
    }
  });

  it('refuses a repeat interval outside 0 to 168 whole hours with a field error', async () => {
    for (const hours of [-1, 169, 1.5, '3', null]) {
      const answer = await saveNotifications<ErrorBody>({ streamAlertRepeatHours: hours });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.['notifications.streamAlertRepeatHours']).toBe(
        'Enter a whole number of hours from 0 to 168',
      );
    }
    expect((await saveNotifications({ streamAlertRepeatHours: 168 })).status).toBe(200);
    const saved = await t.request<ApiAnswer<'/api/admin/settings'>>('/api/admin/settings', {
      headers: auth,
    });
    expect(saved.body.settings.notifications.streamAlertRepeatHours).toBe(168);
  });
});
