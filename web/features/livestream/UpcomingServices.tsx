import { CalendarDays } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Occurrence } from '#shared/schemas/services.js';
import { CalendarActions } from '#web/components/event-card/CalendarActions.js';
import { EventCard } from '#web/components/event-card/EventCard.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Skeleton } from '#web/components/Skeleton.js';
import {
  occurrenceCalendarEvent,
  occurrenceState,
  serviceCalendarFile,
  timeUntil,
  useUpcomingServices,
} from '#web/features/services/index.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { useHydrated } from '#web/lib/use-hydrated.js';

/** How many coming occurrences the livestream page lists: three rows on a wide screen. */
const SHOWN = 9;

/** The clock, moved on every half minute: "Starts in …" counts minutes. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface OccurrenceStatusProps {
  occurrence: Occurrence;
  now: Date;
  pending: boolean;
}

function OccurrenceStatus({ occurrence, now, pending }: OccurrenceStatusProps) {
  const state = occurrenceState(occurrence, now);
  const text =
    state === 'live'
      ? 'Live now'
      : state === 'open'
        ? `Chat open · starts in ${timeUntil(new Date(occurrence.startsAt), now)}`
        : state === 'cancelled'
          ? 'Cancelled'
          : `Starts in ${timeUntil(new Date(occurrence.startsAt), now)}`;
  const className = ['upcoming__state', `upcoming__state--${state}`];
  if (pending) className.push('local-time-pending');
  return <p className={className.join(' ')}>{text}</p>;
}

/**
 * The Upcoming Live Services grid: the schedule's occurrences of the coming two weeks, what to
 * come back for when nothing is live. Ended ones are left out; a cancelled one stays, marked,
 * so a regular knows not to come, and offers no calendar links.
 */
export function UpcomingServices() {
  const churchZone = useChurchTimeZone();
  const services = useUpcomingServices();
  const clock = useMinuteClock();
  // Until hydrated, the state is read at the time the answer was, and kept invisible: the
  // browser's clock replaces it in the same space.
  const hydrated = useHydrated();
  const now = hydrated ? clock : new Date(services.dataUpdatedAt);
  const shown = (services.data ?? [])
    .filter((occurrence) => occurrenceState(occurrence, now) !== 'ended')
    .slice(0, SHOWN);
  return (
    <section className="live-section upcoming" aria-labelledby="upcoming-title">
      <div className="container">
        <p className="eyebrow live-section__eyebrow">Plan ahead</p>
        <h2 id="upcoming-title" className="live-section__title">
          Upcoming Live Services
        </h2>
        {services.isPending ? (
          <div className="upcoming__grid" aria-busy="true">
            <p className="visually-hidden" role="status">
              Loading services...
            </p>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="20rem" className="upcoming__skeleton" />
            ))}
          </div>
        ) : services.isError ? (
          <p className="upcoming__error" role="alert">
            Failed to fetch services
          </p>
        ) : shown.length === 0 ? (
          <EmptyState icon={CalendarDays} title="No services scheduled yet">
            New services appear here as soon as the church schedules them.
          </EmptyState>
        ) : (
          <div className="upcoming__grid">
            {shown.map((occurrence) => (
              <EventCard
                key={occurrence._id}
                event={{
                  _id: occurrence._id,
                  title: occurrence.title,
                  description: occurrence.description,
                  startDate: occurrence.startsAt,
                  endDate: occurrence.endsAt,
                  location: '',
                  imageUrl: '',
                }}
                churchZone={churchZone}
                status={<OccurrenceStatus occurrence={occurrence} now={now} pending={!hydrated} />}
                actions={
                  occurrence.status === 'cancelled' ? undefined : (
                    <CalendarActions
                      event={occurrenceCalendarEvent(occurrence)}
                      file={{ href: serviceCalendarFile(occurrence.serviceId) }}
                    />
                  )
                }
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
