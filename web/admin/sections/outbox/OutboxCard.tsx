import { RotateCw } from 'lucide-react';
import {
  MAIL_STATUS_LABELS,
  type MailMessage,
  type MailStatus,
} from '#shared/schemas/admin-mail.js';
import { Button } from '#web/components/Button.js';
import { AdminCard, StatusPill, type PillTone } from '#web/admin/kit/index.js';
import { formatDateTime } from '#web/lib/format-date-time.js';

const STATUS_TONES: Record<MailStatus, PillTone> = {
  queued: 'pending',
  sending: 'pending',
  sent: 'approved',
  failed: 'danger',
  'not-sent': 'neutral',
};

/** What each kind of email is, in the panel's words; an unknown kind as it is stored. */
const KIND_LABELS: Record<string, string> = {
  'contact-response': 'Contact response',
  'password-reset': 'Password reset',
  'quick-chat-reply': 'Quick chat reply',
  'stream-alert': 'Stream alert',
  'registration-notice': 'New registration',
  'moderation-notice': 'Comment to moderate',
};

const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replace(/-/g, ' ');

interface OutboxCardProps {
  mail: MailMessage;
  /** Whether sending again can work (a mail server is set up). */
  canRetry: boolean;
  busy: boolean;
  onRetry: (mail: MailMessage) => void;
}

/** One email: subject, status, recipient, kind, tries, last error, its text on demand, Retry. */
export function OutboxCard({ mail, canRetry, busy, onRetry }: OutboxCardProps) {
  const retryable = mail.status === 'failed' || mail.status === 'not-sent';
  const tries =
    mail.attempts === 0
      ? 'Not tried'
      : mail.attempts === 1
        ? 'Tried once'
        : `Tried ${mail.attempts} times`;
  return (
    <AdminCard
      className="outbox-card"
      title={mail.subject}
      pills={
        <StatusPill tone={STATUS_TONES[mail.status]}>{MAIL_STATUS_LABELS[mail.status]}</StatusPill>
      }
      meta={
        <>
          <span>To {mail.to}</span>
          <span>{kindLabel(mail.kind)}</span>
          <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
          <span>{tries}</span>
          {mail.sentAt ? (
            <span>
              Sent <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
            </span>
          ) : mail.status === 'queued' && mail.attempts > 0 ? (
            <span>
              Next try{' '}
              <time dateTime={mail.nextAttemptAt}>{formatDateTime(mail.nextAttemptAt)}</time>
            </span>
          ) : null}
        </>
      }
      details={
        <>
          {mail.lastError ? (
            <p className="outbox-card__error">
              <strong>Last error:</strong> {mail.lastError}
            </p>
          ) : null}
          <details className="outbox-card__message">
            <summary>Read the email</summary>
            <pre className="outbox-card__text">{mail.text}</pre>
          </details>
        </>
      }
      actions={
        retryable ? (
          <Button
            size="sm"
            variant="subtle"
            disabled={busy || !canRetry}
            busy={busy}
            title={canRetry ? undefined : 'Set up a mail server (SMTP_URL) to send emails'}
            onClick={() => onRetry(mail)}
          >
            <RotateCw aria-hidden="true" size={16} />
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}
