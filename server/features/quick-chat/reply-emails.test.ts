import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API } from '#shared/api-paths.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { openEventStream } from '#server/platform/testing/event-stream.js';
import { freshClient } from '#server/platform/testing/factories.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';
import { REPLY_EMAIL_AFTER_MS } from './reply-emails.js';

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A look for unread replies once they have waited long enough (and a second more). */
const later = (extraMs = 0) => new Date(Date.now() + REPLY_EMAIL_AFTER_MS + 1000 + extraMs);

describe('quick chat replies by email', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://church.example' });
    admin = await adminAuthHeader(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let sequence = 0;
  const start = async (message = 'Can someone pray with me?') => {
    sequence += 1;
    const answer = await t.request<ApiAnswer<'/api/user/general-chat', 'post'>>(API.quickChat, {
      method: 'POST',
      headers: freshClient(),
      json: { name: `Ruth ${sequence}`, email: `ruth${sequence}@example.org`, message },
    });
    expect(answer.status).toBe(201);
    return { chatId: answer.body.chatId, email: `ruth${sequence}@example.org` };
  };
  const reply = async (chatId: string, message: string) => {
    const answer = await t.request(`/api/admin/general-chat/${chatId}/reply`, {
      method: 'POST',
      headers: admin,
      json: { message },
    });
    expect(answer.status).toBe(201);
  };
  const read = async (chatId: string) => {
    const answer = await t.request(`/api/user/general-chat/${chatId}/messages`);
    expect(answer.status).toBe(200);
  };
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('emails a reply left unread for five minutes, once, with a link to the conversation', async () => {
    const { chatId, email } = await start();
    await reply(chatId, 'We are praying for you, Ruth. Shall we call?');
    // Not before five minutes.
    expect(await t.app.quickChatReplyEmails.runOnce(new Date(Date.now() + 60_000))).toBe(0);

    expect(await t.app.quickChatReplyEmails.runOnce(later())).toBe(1);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('You have a reply to your message');
    const body = unfold(mail?.raw ?? '');
    expect(body).toContain(`https://church.example/#quick-chat=${chatId}`);
    expect(body).toContain('We are praying for you, Ruth. Shall we call?');

    // Once only: neither the next look nor a further unread reply sends another.
    expect(await t.app.quickChatReplyEmails.runOnce(later())).toBe(0);
    await reply(chatId, 'We will wait for your answer.');
    expect(await t.app.quickChatReplyEmails.runOnce(later(1000))).toBe(0);

    // Once they have read the conversation, a new reply left unread is emailed again.
    await read(chatId);
    await reply(chatId, 'Sunday at ten, then?');
    expect(await t.app.quickChatReplyEmails.runOnce(later(2000))).toBe(1);
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect(unfold(mailsTo(email)[1]?.raw ?? '')).toContain('Sunday at ten, then?');
  });

  it('is sent with Email Notifications off: it is a direct answer to a person', async () => {
    const settings = await t.app.settings.get();
    await t.app.settings.update({
      notifications: { ...settings.notifications, emailNotifications: false },
    });
    try {
      const { chatId, email } = await start();
      await reply(chatId, 'Of course, see you on Sunday.');
      expect(await t.app.quickChatReplyEmails.runOnce(later())).toBe(1);
      await expect.poll(() => mailsTo(email).length).toBe(1);
    } finally {
      await t.app.settings.update({ notifications: settings.notifications });
    }
  });

  it('sends nothing when the visitor read the reply in time', async () => {
    const { chatId } = await start();
    await reply(chatId, 'Welcome! Service starts at ten.');
    await read(chatId);
    expect(await t.app.quickChatReplyEmails.runOnce(later())).toBe(0);
  });

  it('sends nothing when the reply reached the visitor’s open page', async () => {
    const { chatId } = await start();
    const page = await openEventStream(`${t.baseUrl}${API.live}?chat=${chatId}`);
    try {
      await reply(chatId, 'Yes, the car park is open.');
      const pushed = await page.next((event) => event.event === 'quick-chat-message');
      const { createdAt } = pushed.data as { createdAt: string };
      // The page got it; the server notes it as read on its own time.
      await expect
        .poll(async () => {
          const row = await t.app.db.kysely
            .selectFrom('quickChats')
            .select('visitorReadAt')
            .where('id', '=', chatId)
            .executeTakeFirstOrThrow();
          return row.visitorReadAt;
        })
        .toBe(createdAt);
      expect(await t.app.quickChatReplyEmails.runOnce(later())).toBe(0);
    } finally {
      page.close();
    }
  });

  it('sends one email when two instances look at the same time, and none for old replies', async () => {
    const { chatId } = await start();
    await reply(chatId, 'Happy to help.');
    const at = later();
    const [first, second] = await Promise.all([
      t.app.quickChatReplyEmails.runOnce(at),
      t.app.quickChatReplyEmails.runOnce(at),
    ]);
    expect(first + second).toBe(1);

    const old = await start();
    await reply(old.chatId, 'An answer from long ago.');
    expect(await t.app.quickChatReplyEmails.runOnce(later(25 * 3_600_000))).toBe(0);
  });
});
