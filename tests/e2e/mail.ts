import { expect, type APIRequestContext } from '@playwright/test';

/** An email the app sent, as the tests' mail server received it (scripts/mail-catcher.mjs). */
export interface CaughtMail {
  to: string[];
  subject: string;
  raw: string;
  /** The message as it reads: quoted-printable folds and escapes undone. */
  text: string;
}

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('No mail server: run the browser tests with scripts/run-e2e.mjs');
  return url;
}

/** Waits for an email to `to` whose subject matches, and answers it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string | RegExp,
): Promise<CaughtMail> {
  const matches = (mail: CaughtMail) =>
    typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailUrl()}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as Omit<CaughtMail, 'text'>[];
        found = messages.map((mail) => ({ ...mail, text: unfold(mail.raw) })).find(matches);
        return found !== undefined;
      },
      { message: `an email to ${to} about ${String(subject)}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

/**
 * The first link in an email to a path of the site, as a path and query the test's browser
 * opens on the site under test (the email names the site's public address).
 */
export function linkIn(mail: CaughtMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`https?://[^/\\s"<>]+(${escaped}[^\\s"<>]*)`).exec(mail.text)?.[1];
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}
