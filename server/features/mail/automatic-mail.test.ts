import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { type ReceivedMail, startTestSmtpServer } from '#server/platform/testing/smtp-server.js';

/** The message's headers, names in lower case (folded lines joined). */
function headersOf(mail: ReceivedMail): Map<string, string> {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The text/html part as it reads (quoted-printable decoded). */
function htmlPartOf(mail: ReceivedMail): string {
  const part = /Content-Type: text\/html[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(mail.raw)?.[1] ?? '';
  const bytes = part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('every email as it leaves', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://church.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const receivedBy = async (to: string) => {
    await expect.poll(() => smtp.received.some((mail) => mail.to.includes(to))).toBe(true);
    return smtp.received.find((mail) => mail.to.includes(to))!;
  };

  it('has an HTML part with its language and a title', async () => {
    await t.app.mail.send('test', 'title@example.org', {
      subject: 'Your <link> & more',
      paragraphs: ['Hello.'],
    });
    const html = htmlPartOf(await receivedBy('title@example.org'));
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Your &lt;link&gt; &amp; more</title>');
  });

  it('says Auto-Submitted: auto-generated when the site wrote it (a reset link, a confirmation)', async () => {
    const registered = await t.request('/api/user/register', {
      method: 'POST',
      headers: freshClient(),
      json: {
        name: 'Hannah Ade',
        email: 'hannah@example.org',
        phone: '+234 803 555 0100',
        location: 'Ibadan',
        password: 'first-password',
      },
    });
    expect(registered.status).toBe(201);
    const reset = await t.request('/api/user/password-reset', {
      method: 'POST',
      headers: freshClient(),
      json: { email: 'hannah@example.org' },
    });
    expect(reset.status).toBe(200);
    const alerts = await t.request('/api/user/stream-alerts', {
      method: 'POST',
      headers: freshClient(),
      json: { email: 'alerts@example.org' },
    });
    expect(alerts.status).toBe(200);
    for (const to of ['hannah@example.org', 'alerts@example.org']) {
      expect(headersOf(await receivedBy(to)).get('auto-submitted'), to).toBe('auto-generated');
    }
  });

  it('does not say so for an answer a person typed, which keeps lang and title', async () => {
    const contact = await factories(t.app).contact({ email: 'asker@example.org' });
    const answered = await t.request(`/api/admin/contact/${contact.id}`, {
      method: 'PUT',
      json: { status: 'resolved', response: 'We will call you on Tuesday.' },
      headers: await adminAuthHeader(t),
    });
    expect(answered.status).toBe(200);
    const mail = await receivedBy('asker@example.org');
    expect(headersOf(mail).has('auto-submitted')).toBe(false);
    expect(htmlPartOf(mail)).toContain('<html lang="en">');
    expect(htmlPartOf(mail)).toContain('<title>Re: ');
  });
});
