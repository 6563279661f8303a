import type { MailMessage } from '#shared/schemas/admin-mail.js';
import type { MailRow } from './repository.js';

/**
 * A link's token in an email's text: a password reset link takes over the account, a stream
 * alert's confirm link subscribes an address that never agreed, its unsubscribe links end a
 * subscription. Every link of ours carries its secret as `token`.
 */
const LINK_TOKEN = /([?&]token=)[A-Za-z0-9_-]+/g;

/**
 * An outbox entry as the panel shows it (the HTML version and the headers stay on the server).
 * Links are shown without their token: the recipient's, not the staff's, to use.
 */
export function presentMail(row: MailRow): MailMessage {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody.replace(LINK_TOKEN, '$1(hidden)'),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
