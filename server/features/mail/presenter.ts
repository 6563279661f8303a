import type { MailMessage } from '#shared/schemas/admin-mail.js';
import type { MailRow } from './repository.js';

/** A password reset link in an email's text: whoever holds it can take over the account. */
const RESET_TOKEN = /(\/reset-password\?token=)[A-Za-z0-9_-]+/g;

/**
 * An outbox entry as the panel shows it (the HTML version stays on the server). A password
 * reset link is shown without its token: the member's, not the staff's, to use.
 */
export function presentMail(row: MailRow): MailMessage {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody.replace(RESET_TOKEN, '$1(hidden)'),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
