import type { FastifyBaseLogger } from 'fastify';
import type { AdminMailQuery } from '#shared/schemas/admin-mail.js';
import { ConflictError, NotFoundError } from '#server/platform/errors.js';
import type { AppJobs } from '#server/platform/jobs/app-jobs.js';
import type { MailTransport } from '#server/platform/mail/transport.js';
import type { SettingsService } from '#server/features/settings/index.js';
import { type MailContent, composeMail } from './compose.js';
import type { MailRepository, MailRow, NewMail } from './repository.js';

/** Waits between tries of one message; after the last, it is marked failed (8 tries in ~22 h). */
export const MAIL_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
] as const;
/** How often the queue looks for due messages (a new message is sent at once). */
const WORKER_INTERVAL_MS = 5_000;
/** Messages taken per look; a claim longer than any send, so a stopped instance's are retaken. */
const BATCH_SIZE = 10;
const CLAIM_MS = 2 * 60_000;

/** The mail server's final no (SMTP 5xx), as nodemailer reports it. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

interface Dependencies {
  repository: MailRepository;
  transport: MailTransport | undefined;
  settings: Pick<SettingsService, 'get'>;
  log: FastifyBaseLogger;
  jobs: AppJobs;
  now?: () => Date;
}

/**
 * Every email goes through this durable queue (ADR 0126): `enqueue` stores it and returns, so a
 * slow or absent mail server never slows a page; the instance that queued a message sends it at
 * once, and a job on one instance looks for what is due, retrying with back-off (the claims in
 * SQL keep two instances from sending one message). Without a mail server, messages are kept
 * as `not-sent` in the outbox.
 */
export function createMailService({
  repository,
  transport,
  settings,
  log,
  jobs,
  now = () => new Date(),
}: Dependencies) {
  let stopped = false;

  async function sendOne(row: MailRow) {
    if (!transport) return;
    try {
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        senderName: (await settings.get()).general.siteName,
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      });
      await repository.markSent(row.id, now());
    } catch (error) {
      // A 5xx answer (no such mailbox, refused) will not change by waiting: failed at once, so
      // the outbox shows it now; anything else (down, busy, 4xx) is tried again later.
      const delay = isPermanent(error) ? undefined : MAIL_RETRY_DELAYS_MS[row.attempts];
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: row.id, attempt: row.attempts + 1, err: message }, 'email not sent');
      await repository.markFailed(
        row,
        message,
        delay === undefined ? undefined : new Date(now().getTime() + delay),
      );
    }
  }

  /** Sends what is due at `at` (tests pass a later time to reach a retry). */
  async function runOnce(at: Date = now()): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const batch = await repository.claimDue(at, new Date(at.getTime() + CLAIM_MS), BATCH_SIZE);
      for (const row of batch) await sendOne(row);
      sent += batch.length;
      if (batch.length < BATCH_SIZE || stopped) return sent;
    }
  }

  const worker = transport
    ? jobs.every({
        name: 'mail-queue',
        instances: 'one',
        intervalMs: WORKER_INTERVAL_MS,
        runAtStart: true,
        task: () => runOnce(),
      })
    : undefined;
  /** A nudge: one run at a time; a nudge during a run asks for another right after it. */
  const tick = () => {
    if (!stopped) void worker?.runNow();
  };

  async function enqueue(mail: NewMail): Promise<MailRow> {
    const row = await repository.create(mail, transport ? 'queued' : 'not-sent', now());
    if (transport) setImmediate(tick);
    else log.info({ mailId: row.id, kind: mail.kind }, 'email kept in the outbox: no SMTP_URL');
    return row;
  }

  return {
    enqueue,

    /** Whether a mail server is set up (SMTP_URL); without one, nothing is ever sent. */
    configured: transport !== undefined,

    /** An email in the church's name and colours (see compose.ts), queued. */
    async send(kind: string, to: string, content: MailContent): Promise<MailRow> {
      return enqueue({ kind, to, ...composeMail(await settings.get(), content) });
    },

    runOnce,

    /** Stops sending (the run in progress ends first) and closes the mail server's connection. */
    async stop() {
      stopped = true;
      await worker?.stop();
      transport?.close();
    },

    list: (query: AdminMailQuery) => repository.list(query),

    async retry(id: string): Promise<MailRow> {
      // Queued without a server, it would wait forever: better to say why it cannot go.
      if (!transport)
        throw new ConflictError('No mail server is set up (SMTP_URL), so no email can be sent yet');
      const row = await repository.requeue(id, now());
      if (!row) {
        if (await repository.findById(id))
          throw new ConflictError('Only a failed or unsent email can be sent again');
        throw new NotFoundError('Email not found');
      }
      if (transport) setImmediate(tick);
      return row;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
