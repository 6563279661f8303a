import { createTransport } from 'nodemailer';

/** One email as it leaves: plain text always, a simple HTML version when there is one. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers (List-Unsubscribe for mail that is not a direct answer). */
  headers?: Record<string, string>;
  /** The sender's display name when MAIL_FROM gives none of its own (the church's name). */
  senderName?: string | undefined;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A mail server that does not answer in these times counts as failed: the queue retries later. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * nodemailer over SMTP, from an smtp:// or smtps:// URL (credentials in the URL). Undefined
 * without a URL: the mail queue then keeps every message in the outbox.
 */
export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
): MailTransport | undefined {
  if (!smtpUrl) return undefined;
  const url = new URL(smtpUrl);
  const transporter = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  const sender = parseSender(from);
  return {
    async send(mail) {
      await transporter.sendMail({
        from:
          sender.name || !mail.senderName
            ? from
            : { name: mail.senderName, address: sender.address },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** MAIL_FROM as `Name <address>` or a bare address. */
export function parseSender(from: string): { name: string; address: string } {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from);
  if (!named) return { name: '', address: from.trim() };
  return { name: (named[1] ?? '').replace(/^"(.*)"$/, '$1'), address: named[2] ?? '' };
}
