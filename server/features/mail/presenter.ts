import type { MailMessage } from '#shared/schemas/admin-mail.js';
import type { MailRow } from './repository.js';

/** An outbox entry as the panel shows it (the HTML version stays on the server). */
export function presentMail(row: MailRow): MailMessage {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
