/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    mailMessages: MailMessagesTable;
  }
}

/**
 * The mail queue and outbox: every email the site sends, kept after sending. `queued` waits for
 * `nextAttemptAt`; `sending` is claimed by an instance until `claimedUntil`; `sent`; `failed`
 * after the last retry; `not-sent` when no mail server is set up.
 */
export interface MailMessagesTable {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'not-sent';
  attempts: number;
  nextAttemptAt: string;
  claimedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}
