import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { SITE_ROUTES, eventAnchor } from '#shared/routes.js';
import { PUSH_SERVICE_REMINDER_MINUTES } from '#shared/schemas/push.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { EventRow } from '#server/features/events/index.js';
import { GOING_LIVE_FRESH_MS } from '#server/features/notifications/index.js';
import type { PrayerRequestRow } from '#server/features/prayer-requests/index.js';
import type { StreamRow } from '#server/features/streams/index.js';
import type { PushService } from './service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type GoingLive = Pick<
  StreamRow,
  'id' | 'title' | 'description' | 'liveSince' | 'scheduledDate' | 'isActive'
>;

interface Dependencies {
  push: Pick<PushService, 'notify' | 'claimOnce' | 'isClaimed' | 'lastSent'>;
  settings: Pick<FastifyInstance['settings'], 'get'>;
  services: Pick<FastifyInstance['services'], 'upcoming'>;
  now?: () => Date;
}

/**
 * A going-live is fresh up to GOING_LIVE_FRESH_MS after the stream was set live, or after its
 * scheduled time came while it was live: the email's rule, so both say the same thing.
 */
function isFresh(stream: GoingLive, goingLiveAt: string, at: number): boolean {
  const since = (moment: number) => moment <= at && at - moment <= GOING_LIVE_FRESH_MS;
  const scheduled = stream.scheduledDate ? Date.parse(stream.scheduledDate) : NaN;
  return since(Date.parse(goingLiveAt)) || (!Number.isNaN(scheduled) && since(scheduled));
}

/**
 * What sends push messages: a stream going live, a service about to start, a member's prayer
 * request answered, a new event. Each is decided once over all instances by an insert-if-absent
 * row in `pushSends`, so a repeated hook or a job running on two instances sends once.
 */
export function createPushAnnouncements({
  push,
  settings,
  services,
  now = () => new Date(),
}: Dependencies) {
  /** Once per going-live (stream + live since), and not again within the repeat hours. */
  async function goingLive(stream: GoingLive): Promise<number> {
    const liveSince = stream.liveSince;
    if (!liveSince || !fromFlag(stream.isActive)) return 0;
    const at = now();
    if (!isFresh(stream, liveSince, at.getTime())) return 0;
    if (await push.isClaimed('go-live', stream.id, liveSince)) return 0;
    const { notifications } = await settings.get();
    if (!notifications.streamAlerts) return 0;
    const last = await push.lastSent('go-live', stream.id);
    const recent =
      last !== undefined &&
      at.getTime() - Date.parse(last) < notifications.streamAlertRepeatHours * HOUR;
    const mark = { kind: 'go-live', subjectId: stream.id, occasion: liveSince, sent: !recent };
    if (!(await push.claimOnce(mark, at)) || recent) return 0;
    return push.notify(
      {
        title: `We are live: ${stream.title}`,
        body: stream.description.trim() || 'Join us now.',
        url: `${SITE_ROUTES.liveStream.path}?stream=${encodeURIComponent(stream.id)}`,
        tag: 'go-live',
      },
      { topic: 'go-live' },
      { ttlSeconds: GOING_LIVE_FRESH_MS / 1000, urgency: 'high' },
    );
  }

  /** Occurrences starting within the reminder's minutes, each reminded of once. */
  async function remindServices(): Promise<number> {
    const at = now().getTime();
    const reach = PUSH_SERVICE_REMINDER_MINUTES * MINUTE;
    // Today and tomorrow in the church's zone: an occurrence just past midnight is within reach.
    const soon = (await services.upcoming(2)).filter((occurrence) => {
      const startsAt = Date.parse(occurrence.startsAt);
      return !occurrence.cancelled && startsAt > at && startsAt - at <= reach;
    });
    let queued = 0;
    for (const occurrence of soon) {
      const mark = {
        kind: 'service-reminder',
        subjectId: occurrence.serviceId,
        occasion: occurrence.startsAt,
        sent: true,
      };
      if (!(await push.claimOnce(mark, new Date(at)))) continue;
      queued += await push.notify(
        {
          title: `${occurrence.title} starts in ${PUSH_SERVICE_REMINDER_MINUTES} minutes`,
          body: occurrence.description.trim() || 'Join us online.',
          url: SITE_ROUTES.liveStream.path,
          tag: `service-${occurrence.serviceId}`,
        },
        { topic: 'service-reminder' },
        // Worthless once the service has started.
        { ttlSeconds: (Date.parse(occurrence.startsAt) - at) / 1000, urgency: 'high' },
      );
    }
    return queued;
  }

  /** A member's request marked answered: their browsers that asked for it, once. */
  async function prayerAnswered(row: Pick<PrayerRequestRow, 'id' | 'memberId'>): Promise<number> {
    if (!row.memberId) return 0;
    const mark = { kind: 'prayer-answered', subjectId: row.id, occasion: 'answered', sent: true };
    if (!(await push.claimOnce(mark, now()))) return 0;
    return push.notify(
      {
        title: 'Your prayer request has been answered',
        body: 'Our prayer team marked your request answered. We rejoice with you.',
        url: SITE_ROUTES.account.path,
        tag: `prayer-${row.id}`,
      },
      { topic: 'prayer-answered', memberId: row.memberId },
      { ttlSeconds: DAY / 1000 },
    );
  }

  /** A new event, to the browsers that asked for events, once. */
  async function eventCreated(
    row: Pick<EventRow, 'id' | 'title' | 'startDate' | 'location'>,
  ): Promise<number> {
    const mark = { kind: 'event', subjectId: row.id, occasion: 'created', sent: true };
    if (!(await push.claimOnce(mark, now()))) return 0;
    const { church } = await settings.get();
    const start = DateTime.fromISO(row.startDate, { zone: church.timeZone });
    const when = start.isValid ? start.setLocale('en-US').toFormat("cccc, LLLL d 'at' h:mm a") : '';
    return push.notify(
      {
        title: `New event: ${row.title}`,
        body: [when, row.location.trim()].filter(Boolean).join(' · '),
        url: `${SITE_ROUTES.events.path}#${eventAnchor(row.id)}`,
        tag: `event-${row.id}`,
      },
      { topic: 'events' },
      { ttlSeconds: DAY / 1000, urgency: 'low' },
    );
  }

  return { goingLive, remindServices, prayerAnswered, eventCreated };
}

export type PushAnnouncements = ReturnType<typeof createPushAnnouncements>;
