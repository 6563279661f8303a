import { CalendarClock, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SITE_ROUTES } from '#shared/routes.js';
import { ButtonLink } from '#web/components/ButtonLink.js';
import { ChurchTime } from '#web/components/ChurchTime.js';
import { useUpcomingEvents } from '#web/features/events/index.js';
import {
  nextOccurrence,
  occurrenceState,
  useUpcomingServices,
} from '#web/features/services/index.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { NotifyMe } from '#web/features/push/index.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { countdownParts, nextService, startsText } from '#web/lib/countdown.js';
import { useActiveStreams } from './get-active-streams.js';

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Live now with Watch Live, or a countdown to the next service: the schedule's next occurrence
 * when there is one, else the soonest scheduled stream or main event.
 */
export function LiveBanner() {
  const streams = useActiveStreams();
  const events = useUpcomingEvents();
  const services = useUpcomingServices();
  const clock = useNow(1000);
  const churchZone = useChurchTimeZone();
  // The server's clock and zone are not the visitor's: until hydrated, the countdown and the
  // date keep their place, invisible, and the browser fills them in. The next service is chosen
  // at the time the server's data was read, which the page carries: the same on both sides.
  const hydrated = useHydrated();
  const now = hydrated ? clock : new Date(streams.dataUpdatedAt);
  const pending = hydrated ? undefined : 'local-time-pending';
  if (streams.isPending || services.isPending)
    return <div className="live-banner live-banner--pending" aria-hidden="true" />;

  const occurrence = nextOccurrence(services.data ?? [], now);
  const live =
    streams.data?.find((stream) => stream.isLive) ??
    (occurrence && occurrenceState(occurrence, now) === 'live' ? occurrence : undefined);
  if (live) {
    return (
      <section className="live-banner live-banner--live" aria-labelledby="live-banner-title">
        <div className="live-banner__text">
          {/* The pulse rides in the line it belongs to, so it never wraps onto a row of its own. */}
          <p className="live-banner__eyebrow">
            <span className="live-banner__pulse" aria-hidden="true" /> Live now
          </p>
          <h2 id="live-banner-title" className="live-banner__title">
            {live.title}
          </h2>
        </div>
        <ButtonLink to={SITE_ROUTES.liveStream.path} size="lg">
          <Play aria-hidden="true" size={18} fill="currentColor" />
          Watch Live
        </ButtonLink>
        <NotifyMe label="Hear from us next time we go live" className="live-banner__alerts" />
      </section>
    );
  }

  const next = occurrence
    ? { title: occurrence.title, startsAt: new Date(occurrence.startsAt) }
    : nextService(
        [
          ...(streams.data ?? []).map((stream) => ({
            title: stream.title,
            start: stream.scheduledDate,
          })),
          ...(events.data ?? [])
            .filter((event) => event.category === 'main')
            .map((event) => ({ title: event.title, start: event.startDate })),
        ],
        now,
      );
  if (!next) return null;
  const parts = countdownParts(next.startsAt, now);
  return (
    <section className="live-banner" aria-labelledby="live-banner-title">
      <div className="live-banner__text">
        <p className="live-banner__eyebrow">
          <CalendarClock aria-hidden="true" size={16} /> Next service
        </p>
        <h2 id="live-banner-title" className="live-banner__title">
          {next.title}
        </h2>
        <p className="live-banner__when">
          <ChurchTime
            dateTime={next.startsAt.toISOString()}
            churchZone={churchZone}
            format={(zone) => startsText(next.startsAt, now, zone)}
          />
        </p>
      </div>
      <ol className="countdown" aria-label="Time until the service starts">
        {UNITS.map((unit) => (
          <li key={unit} className="countdown__unit">
            <span className={['countdown__value', pending].filter(Boolean).join(' ')}>
              {hydrated ? String(parts[unit]).padStart(2, '0') : '00'}
            </span>
            <span className="countdown__label">{unit}</span>
          </li>
        ))}
      </ol>
      <NotifyMe label="Know when we go live" className="live-banner__alerts" />
    </section>
  );
}
