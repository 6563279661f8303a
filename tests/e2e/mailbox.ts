import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from '#shared/api-paths.js';

/** An email as the tests read it: who it went to, its subject and its text. */
export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  /** The message as sent, headers included (only for mail the run's SMTP server received). */
  raw?: string;
}

/** Quoted-printable as a mail program reads it: soft line breaks joined, =XX decoded. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < joined.length; at += 1) {
    const hex = joined[at] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(at + 1, at + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      at += 2;
    } else bytes.push(...Buffer.from(joined[at] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** What the run's mail server received (scripts/e2e-mail-server.mjs), oldest first. */
function receivedBySmtp(folder: string): ReceivedEmail[] {
  return readdirSync(folder)
    .sort()
    .map((name) => {
      const mail = JSON.parse(readFileSync(join(folder, name), 'utf8')) as {
        to: string[];
        subject: string;
        raw: string;
      };
      return {
        to: mail.to,
        subject: mail.subject,
        text: decodeQuotedPrintable(mail.raw),
        raw: mail.raw,
      };
    });
}

/** The outbox, for a server run without a mail server (emails kept there, unsent). */
async function keptInOutbox(adminApi: APIRequestContext, address: string) {
  const response = await adminApi.get(`${API.adminMail}?search=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as {
    messages: { to: string; subject: string; text: string }[];
  };
  return messages
    .reverse()
    .map((mail) => ({ to: [mail.to], subject: mail.subject, text: mail.text }));
}

/**
 * The emails sent to `address`, once there are at least `count`: as the run's SMTP server got
 * them (scripts/run-e2e.mjs), else from the outbox when the server runs without one.
 */
export async function emailsTo(
  adminApi: APIRequestContext,
  address: string,
  count = 1,
): Promise<ReceivedEmail[]> {
  const folder = process.env.E2E_MAIL_DIR;
  const read = async () =>
    (folder ? receivedBySmtp(folder) : await keptInOutbox(adminApi, address)).filter((mail) =>
      mail.to.some((to) => to.toLowerCase() === address.toLowerCase()),
    );
  await expect
    .poll(async () => (await read()).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return read();
}

/** The first link in an email to the site, as a path the test's browser can open. */
export function sitePathIn(email: ReceivedEmail, pattern: RegExp): string {
  const match = pattern.exec(email.text);
  expect(match, `a link matching ${pattern} in "${email.subject}"`).not.toBeNull();
  const url = new URL(match?.[0] ?? '/');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Waits for the run's SMTP server to receive an email to `to` with this subject, and answers it. */
export async function waitForMail(to: string, subject: string | RegExp): Promise<ReceivedEmail> {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('No mail server: run the browser tests with scripts/run-e2e.mjs');
  const matches = (mail: ReceivedEmail) =>
    mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      () => {
        found = receivedBySmtp(folder).find(matches);
        return found !== undefined;
      },
      { message: `an email to ${to} about ${String(subject)}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as ReceivedEmail;
}

/** The first link in an email to a path of the site, as a path the test's browser opens. */
export function linkIn(email: ReceivedEmail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return sitePathIn(email, new RegExp(`https?://[^/\\s"<>]+${escaped}[^\\s"<>]*`));
}
