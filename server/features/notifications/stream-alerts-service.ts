import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { API } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { STREAM_ALERT_PAGES } from '#shared/schemas/stream-alerts.js';
import { ValidationError } from '#server/platform/errors.js';
import { createDeferredWork } from '#server/platform/jobs/deferred-work.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';
import type { MailService } from '#server/features/mail/index.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { StreamsService } from '#server/features/streams/index.js';
import type { StreamAlertsRepository } from './stream-alerts-repository.js';

/** How long a confirm link works. */
export const STREAM_ALERT_CONFIRM_MS = 48 * 3_600_000;
/** Confirm emails one address may be sent per hour, whoever asks (the rest are dropped quietly). */
export const CONFIRM_EMAILS_PER_ADDRESS_PER_HOUR = 3;
/** A going-live older than this (the site was down, the switch was off) sends nothing. */
export const GOING_LIVE_FRESH_MS = 2 * 3_600_000;
/** Subscribers read per query while sending alerts. */
const SEND_PAGE = 500;

interface Dependencies {
  repository: StreamAlertsRepository;
  streams: Pick<StreamsService, 'listLiveStreams'>;
  settings: Pick<SettingsService, 'get'>;
  mail: Pick<MailService, 'send'>;
  counters: CounterStore;
  siteUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often queued subscriptions are worked through (tests stop the timer and flush). */
  intervalMs?: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Emails when a stream goes live (issue 19): double opt-in by an emailed link, one email per
 * confirmed address for each going-live (claimed in SQL, so once over every instance), and a
 * one-click way out in each.
 */
export function createStreamAlertsService(deps: Dependencies) {
  const now = deps.now ?? (() => new Date());
  const siteLink = (path: string, token?: string) => {
    const url = new URL(path, `${deps.siteUrl}/`);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  };

  async function sendConfirmation(email: string) {
    const sent = await deps.counters.increment(`stream-alerts:confirm:${email}`, 3_600_000);
    if (sent.count > CONFIRM_EMAILS_PER_ADDRESS_PER_HOUR) return;
    const existing = await deps.repository.findByEmail(email);
    if (existing?.confirmedAt) return;
    const token = newToken();
    const at = now();
    await deps.repository.requestConfirmation(
      email,
      { tokenHash: hashOf(token), expiresAt: new Date(at.getTime() + STREAM_ALERT_CONFIRM_MS) },
      newToken(),
      at,
    );
    await deps.mail.send('stream-alert-confirm', email, {
      subject: 'Please confirm: emails when we go live',
      paragraphs: [
        'Someone, we hope you, asked for an email from us whenever one of our services goes live.',
        'Please confirm with the link below (it works for two days). If it was not you, ignore this email: we will not write again.',
      ],
      action: {
        label: 'Yes, email me when we go live',
        url: siteLink(STREAM_ALERT_PAGES.confirm, token),
      },
    });
  }

  async function alertSubscribers(stream: { id: string; title: string; description: string }) {
    const watch = new URL(SITE_ROUTES.liveStream.path, `${deps.siteUrl}/`);
    watch.searchParams.set('stream', stream.id);
    let after = '';
    let recipients = 0;
    for (;;) {
      const page = await deps.repository.confirmedAfter(after, SEND_PAGE);
      for (const subscriber of page) {
        await deps.mail.send('stream-alert', subscriber.email, {
          subject: `We are live: ${stream.title}`,
          paragraphs: [
            `${stream.title} has started. Join us now.`,
            ...(stream.description ? [stream.description] : []),
          ],
          action: { label: 'Watch now', url: watch.toString() },
          unsubscribeUrl: siteLink(STREAM_ALERT_PAGES.unsubscribe, subscriber.unsubscribeToken),
          oneClickUnsubscribeUrl: siteLink(
            API.streamAlertsUnsubscribe,
            subscriber.unsubscribeToken,
          ),
        });
      }
      recipients += page.length;
      const last = page.at(-1);
      if (!last || page.length < SEND_PAGE) return recipients;
      after = last.id;
    }
  }

  const queued = createDeferredWork({
    what: 'stream alert confirmation',
    run: sendConfirmation,
    log: deps.log,
    ...(deps.intervalMs ? { intervalMs: deps.intervalMs } : {}),
  });

  return {
    /**
     * Answers at once and alike for every address (new, waiting, confirmed): it only queues the
     * address; the lookup and the email happen later on the queue's own timer, so neither words
     * nor time tell whether an address is subscribed.
     */
    subscribe(email: string): void {
      queued.push(email.toLowerCase());
    },

    /** The queue of subscriptions: started and stopped with the app, flushed by tests. */
    queue: queued,

    async confirm(token: string): Promise<void> {
      if (!(await deps.repository.confirm(hashOf(token), now()))) {
        throw new ValidationError(API_MESSAGES.streamAlerts.confirmInvalid, {
          token: API_MESSAGES.streamAlerts.confirmInvalid,
        });
      }
    },

    /** Forgets addresses whose confirm link ran out unused (an instance does it now and then). */
    purgeUnconfirmed: () => deps.repository.purgeUnconfirmed(now()),

    /** Idempotent: an unknown or used token answers the same (nothing left to stop). */
    unsubscribe: (token: string) => deps.repository.unsubscribe(token),

    /**
     * Sends the alerts of every stream that has gone live and not been announced: set live with
     * no scheduled time or one that has come, at most GOING_LIVE_FRESH_MS ago. Each going-live
     * (stream and the moment it was set live) is claimed once over all instances.
     */
    async checkGoingLive(): Promise<number> {
      const { notifications } = await deps.settings.get();
      if (!notifications.emailNotifications || !notifications.streamAlerts) return 0;
      const at = now();
      let sent = 0;
      for (const stream of await deps.streams.listLiveStreams()) {
        if (!stream.liveSince) continue;
        const scheduled = stream.scheduledDate ? Date.parse(stream.scheduledDate) : NaN;
        if (scheduled > at.getTime()) continue;
        const wentLive = Math.max(
          Date.parse(stream.liveSince),
          Number.isNaN(scheduled) ? 0 : scheduled,
        );
        if (at.getTime() - wentLive > GOING_LIVE_FRESH_MS) continue;
        if (!(await deps.repository.claimGoingLive(stream.id, stream.liveSince, at))) continue;
        const recipients = await alertSubscribers(stream);
        await deps.repository.recordRecipients(stream.id, stream.liveSince, recipients);
        sent += recipients;
      }
      return sent;
    },
  };
}

export type StreamAlertsService = ReturnType<typeof createStreamAlertsService>;
