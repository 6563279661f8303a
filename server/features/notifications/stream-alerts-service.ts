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
import type { StreamRow, StreamsService } from '#server/features/streams/index.js';
import type { StreamAlertOutcome } from '#shared/schemas/admin-streams.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { StreamAlertMark, StreamAlertsRepository } from './stream-alerts-repository.js';

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

type Mark = Pick<StreamAlertMark, 'goingLiveAt' | 'alertedAt' | 'skipped'>;
/** What a going-live needs of its stream. */
type GoingLive = Pick<
  StreamRow,
  'id' | 'title' | 'description' | 'liveSince' | 'scheduledDate' | 'isActive'
>;

const lastAlert = (mark: Mark) => (mark.alertedAt ? { lastAlertAt: mark.alertedAt } : {});

/**
 * A going-live is announced up to GOING_LIVE_FRESH_MS after the stream was set live, or after
 * its scheduled time came while it was live (a site down for a day sends no stale alerts).
 */
function isFresh(stream: GoingLive, goingLiveAt: string, at: Date): boolean {
  const scheduled = stream.scheduledDate ? Date.parse(stream.scheduledDate) : NaN;
  const since = (moment: number) =>
    moment <= at.getTime() && at.getTime() - moment <= GOING_LIVE_FRESH_MS;
  return since(Date.parse(goingLiveAt)) || (!Number.isNaN(scheduled) && since(scheduled));
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Emails when a stream goes live: double opt-in by an emailed link, one email per confirmed
 * address when a service goes live (decided in SQL, so once over every instance; not again when
 * it goes live again soon after), and a one-click way out in each.
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

  async function alertSubscribers(stream: GoingLive) {
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
  /** A going-live already decided, as it was decided (possibly by another instance). */
  const decided = (mark: Mark): StreamAlertOutcome =>
    mark.skipped === 'recent-alert'
      ? { emailed: 0, reason: 'recent-alert', ...lastAlert(mark) }
      : { emailed: 0, reason: 'already-sent', ...lastAlert(mark) };

  /**
   * Decides one stream's going-live (its `liveSince`): subscribers are emailed at once, before
   * any scheduled time, unless the stream's last alert went out less than the Notifications
   * setting's hours ago. Each going-live is decided once over all instances (compare-and-set on
   * the stream's mark); one that emails nobody for want of subscribers stays undecided, so an
   * address confirmed while the stream is live still hears of it.
   */
  async function announce(stream: GoingLive): Promise<StreamAlertOutcome> {
    const { notifications } = await deps.settings.get();
    if (!notifications.emailNotifications) return { emailed: 0, reason: 'email-off' };
    if (!notifications.streamAlerts) return { emailed: 0, reason: 'alerts-off' };
    if (!fromFlag(stream.isActive)) return { emailed: 0, reason: 'inactive' };
    const goingLiveAt = stream.liveSince;
    if (!goingLiveAt) return { emailed: 0, reason: 'not-new' };
    const at = now();
    const mark = await deps.repository.findMark(stream.id);
    if (mark && mark.goingLiveAt >= goingLiveAt) return decided(mark);
    if (!isFresh(stream, goingLiveAt, at)) return { emailed: 0, reason: 'not-new' };
    const readGoingLiveAt = mark?.goingLiveAt ?? null;
    const repeatMs = notifications.streamAlertRepeatHours * 3_600_000;
    if (mark?.alertedAt && at.getTime() - Date.parse(mark.alertedAt) < repeatMs) {
      const next = {
        goingLiveAt,
        alertedAt: mark.alertedAt,
        recipients: 0,
        skipped: 'recent-alert',
      };
      return (await deps.repository.claimMark(stream.id, readGoingLiveAt, next))
        ? decided(next)
        : decidedNow(stream.id);
    }
    const recipients = await deps.repository.countConfirmed();
    if (recipients === 0) return { emailed: 0, reason: 'no-subscribers' };
    const next = { goingLiveAt, alertedAt: at.toISOString(), recipients, skipped: null };
    if (!(await deps.repository.claimMark(stream.id, readGoingLiveAt, next))) {
      return decidedNow(stream.id);
    }
    await alertSubscribers(stream);
    return { emailed: recipients };
  }

  /** After losing a claim: the going-live as the instance that won decided it. */
  async function decidedNow(streamId: string): Promise<StreamAlertOutcome> {
    const mark = await deps.repository.findMark(streamId);
    return mark ? decided(mark) : { emailed: 0, reason: 'already-sent' };
  }

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

    /** Whether an address receives the emails (confirmed). */
    async isSubscribed(email: string): Promise<boolean> {
      const row = await deps.repository.findByEmail(email.toLowerCase());
      return Boolean(row?.confirmedAt);
    },

    /**
     * A signed-in member's own switch: no confirmation link, since the address is their
     * account's (a new address is confirmed by its own link before it becomes theirs).
     */
    subscribeConfirmed: (email: string) =>
      deps.repository.subscribeConfirmed(email.toLowerCase(), newToken(), now()),

    /** Stops the emails to an address (a member's switch, or their account deleted). */
    unsubscribeEmail: (email: string) => deps.repository.unsubscribeEmail(email.toLowerCase()),

    /** Forgets addresses whose confirm link ran out unused (an instance does it now and then). */
    purgeUnconfirmed: () => deps.repository.purgeUnconfirmed(now()),

    /** Idempotent: an unknown or used token answers the same (nothing left to stop). */
    unsubscribe: (token: string) => deps.repository.unsubscribe(token),

    announce,

    /**
     * Announces every live stream's going-live not yet decided (one whose alerts were off, or
     * whose scheduled time has just come): the emails sent, over all of them.
     */
    async checkGoingLive(): Promise<number> {
      let sent = 0;
      for (const stream of await deps.streams.listLiveStreams()) {
        sent += (await announce(stream)).emailed;
      }
      return sent;
    },
  };
}

export type StreamAlertsService = ReturnType<typeof createStreamAlertsService>;
