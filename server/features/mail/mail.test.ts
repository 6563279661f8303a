import { createServer } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';
import { MAIL_RETRY_DELAYS_MS } from './service.js';

/** A port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Outbox = ApiAnswer<'/api/admin/mail'>;
type OutboxEntry = Outbox['messages'][number];

async function outbox(t: TestApp, query = ''): Promise<OutboxEntry[]> {
  const answer = await t.request<Outbox>(`/api/admin/mail${query}`, {
    headers: await adminAuthHeader(t),
  });
  expect(answer.status).toBe(200);
  return answer.body.messages;
}

const welcome = (to: string) => ({
  kind: 'test',
  to,
  subject: 'Welcome to Grace Chapel',
  text: 'We are glad you joined us.',
  html: '<p>We are glad you joined us.</p>',
});

describe('the mail queue', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });
  afterAll(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });

  it('sends through an SMTP server with credentials, from MAIL_FROM', async () => {
    const smtp = await startTestSmtpServer({ user: 'church', password: 's3cret pass' });
    opened.push(smtp);
    const t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Grace Chapel <hello@grace.example>',
    });
    opened.push(t);

    await t.app.mail.enqueue(welcome('ruth@example.org'));
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['ruth@example.org']);
    expect(mail?.from).toBe('hello@grace.example');
    expect(mail?.subject).toBe('Welcome to Grace Chapel');
    expect(mail?.raw).toContain('We are glad you joined us.');
    expect(mail?.raw).toContain('text/html');
    await expect.poll(async () => (await outbox(t))[0]?.status).toBe('sent');
    const listed = await t.request<Outbox>('/api/admin/mail', {
      headers: await adminAuthHeader(t),
    });
    expect(listed.body.mailServerConfigured).toBe(true);
    const sent = (await outbox(t))[0];
    const again = await t.request<ErrorBody>(`/api/admin/mail/${sent?._id}/retry`, {
      method: 'POST',
      headers: await adminAuthHeader(t),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed or unsent email can be sent again');
  });

  it('sends under the church’s name when MAIL_FROM names no sender', async () => {
    const smtp = await startTestSmtpServer();
    opened.push(smtp);
    const t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'hello@grace.example' });
    opened.push(t);
    const siteName = (await t.app.settings.get()).general.siteName;

    await t.app.mail.enqueue(welcome('ruth@example.org'));
    const [mail] = await smtp.waitFor(1);
    expect(mail?.from).toBe('hello@grace.example');
    expect(mail?.raw).toContain(`From: ${siteName} <hello@grace.example>`);
  });

  it('keeps every message in the outbox when no mail server is set up', async () => {
    const t = await buildTestApp();
    opened.push(t);
    await t.app.mail.enqueue(welcome('esther@example.org'));
    const [entry] = await outbox(t, '?status=not-sent');
    expect(entry).toMatchObject({
      to: 'esther@example.org',
      subject: 'Welcome to Grace Chapel',
      status: 'not-sent',
      attempts: 0,
    });
    expect(await outbox(t, '?status=sent')).toEqual([]);
    const listed = await t.request<Outbox>('/api/admin/mail', {
      headers: await adminAuthHeader(t),
    });
    expect(listed.body.mailServerConfigured).toBe(false);
    // Sending again needs a server: the panel says why instead of queueing it forever.
    const again = await t.request<ErrorBody>(`/api/admin/mail/${entry?._id}/retry`, {
      method: 'POST',
      headers: await adminAuthHeader(t),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'No mail server is set up (SMTP_URL), so no email can be sent yet',
    );
    expect(
      (await t.request('/api/admin/mail?status=lost', { headers: await adminAuthHeader(t) }))
        .status,
    ).toBe(400);
    expect((await t.request('/api/admin/mail')).status).toBe(401);
    // The outbox holds every member's email and reset link: for admins, not moderators.
    const added = await t.request('/api/admin/staff', {
      method: 'POST',
      json: {
        username: 'hannah',
        displayName: 'Hannah',
        password: 'moderator-pass',
        role: 'moderator',
      },
      headers: await adminAuthHeader(t),
    });
    expect(added.status).toBe(201);
    const moderator = await adminAuthHeader(t, { username: 'hannah', password: 'moderator-pass' });
    expect((await t.request('/api/admin/mail', { headers: moderator })).status).toBe(403);
  });

  it('retries with back-off while the server is down, and sends after a restart', async () => {
    const port = await closedPort();
    const first = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await first.app.mail.enqueue(welcome('daniel@example.org'));
    // The first try happens at once; the message then waits a minute.
    await expect.poll(async () => (await outbox(first))[0]?.attempts).toBe(1);
    const [waiting] = await outbox(first);
    expect(waiting?.status).toBe('queued');
    expect(waiting?.lastError).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`);
    const wait = Date.parse(waiting?.nextAttemptAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[0] - 10_000);
    expect(wait).toBeLessThanOrEqual(MAIL_RETRY_DELAYS_MS[0]);
    expect(await first.app.mail.runOnce()).toBe(0);
    await first.app.close();

    // The same database, the mail server back, and the retry's time come.
    const smtp = await startTestSmtpServer();
    opened.push(smtp);
    const second = await buildTestApp(
      { SMTP_URL: smtp.url, ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}) },
      { dataDir: first.dataDir },
    );
    opened.push({ close: async () => (await second.close(), await first.dispose()) });
    expect(await second.app.mail.runOnce(new Date(Date.now() + MAIL_RETRY_DELAYS_MS[0]))).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['daniel@example.org']);
    const [sent] = await outbox(second);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('marks a message refused by the mail server failed at once, without waiting to retry', async () => {
    const smtp = await startTestSmtpServer({ refuse: /@nowhere\.example$/ });
    opened.push(smtp);
    const t = await buildTestApp({ SMTP_URL: smtp.url });
    opened.push(t);
    await t.app.mail.enqueue(welcome('ghost@nowhere.example'));
    await expect.poll(async () => (await outbox(t))[0]?.status).toBe('failed');
    const [failed] = await outbox(t);
    expect(failed).toMatchObject({ attempts: 1 });
    expect(failed?.lastError).toContain('550');
    expect(smtp.received).toEqual([]);
  });

  it('marks a message failed after the last try, and sends it again on request', async () => {
    const port = await closedPort();
    const t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    opened.push(t);
    const row = await t.app.mail.enqueue(welcome('joy@example.org'));
    await expect.poll(async () => (await outbox(t))[0]?.attempts).toBe(1);
    let at = Date.now();
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      at += delay;
      expect(await t.app.mail.runOnce(new Date(at))).toBe(1);
    }
    const [failed] = await outbox(t);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_DELAYS_MS.length + 1 });
    const admin = await adminAuthHeader(t);

    const again = await t.request<ApiAnswer<'/api/admin/mail/{id}/retry', 'post'>>(
      `/api/admin/mail/${row.id}/retry`,
      { method: 'POST', headers: admin },
    );
    expect(again.status).toBe(200);
    expect(again.body.mail.status).toBe('queued');
    // Tried once more at once; the server is still down.
    await expect
      .poll(async () => (await outbox(t))[0]?.attempts)
      .toBe(MAIL_RETRY_DELAYS_MS.length + 2);
    expect((await outbox(t))[0]?.status).toBe('failed');
    const unknown = await t.request('/api/admin/mail/0123456789abcdef01234567/retry', {
      method: 'POST',
      headers: admin,
    });
    expect(unknown.status).toBe(404);
  });
});
