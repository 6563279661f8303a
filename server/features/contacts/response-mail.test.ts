import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';

type Saved = ApiAnswer<'/api/admin/contact/{id}', 'put'>;

describe('a response to a contact message', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url });
    auth = await adminAuthHeader(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is emailed to the sender with what they wrote, once per new response', async () => {
    const contact = await factories(t.app).contact({
      name: 'Ruth Bello',
      email: 'ruth.bello@example.org',
      subject: 'Counseling',
      message: 'Could someone call me about marriage counsel?',
    });
    const path = `/api/admin/contact/${contact.id}`;
    const responded = await t.request<Saved>(path, {
      method: 'PUT',
      headers: auth,
      json: { status: 'in_progress', response: 'Pastor Ade will call you on Tuesday.' },
    });
    expect(responded.status).toBe(200);
    // The panel is told the response went to the sender's address.
    expect(responded.body.responseEmail).toEqual({
      to: 'ruth.bello@example.org',
      status: 'queued',
    });

    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['ruth.bello@example.org']);
    expect(mail?.subject).toBe('Re: Counseling');
    expect(mail?.raw).toContain('Dear Ruth Bello,');
    expect(mail?.raw).toContain('Pastor Ade will call you on Tuesday.');
    expect(mail?.raw).toContain('Could someone call me about marriage counsel?');
    expect(mail?.raw).toContain('Living Waters Church');

    // The same response with another status is not a new answer: nothing more is sent.
    const closed = await t.request<Saved>(path, {
      method: 'PUT',
      headers: auth,
      json: { status: 'resolved', response: 'Pastor Ade will call you on Tuesday.' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.responseEmail).toBeNull();
    const outbox = await t.request<ApiAnswer<'/api/admin/mail'>>(
      '/api/admin/mail?search=ruth.bello',
      { headers: auth },
    );
    expect(outbox.body.messages).toHaveLength(1);
    expect(outbox.body.messages[0]).toMatchObject({ kind: 'contact-response', status: 'sent' });
  });
});
