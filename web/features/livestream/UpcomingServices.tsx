import { CalendarDays } from 'lucide-react';
import { MESSAGES } from '#shared/messages.js';
import { EventCard } from '#web/components/event-card/EventCard.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useUpcomingEvents } from '#web/features/events/index.js';

/** How many coming services the livestream page lists; the events page has them all. */
const SHOWN = 6;

/** The Upcoming Live Services grid: what to come back for when nothing is live. */
export function UpcomingServices() {
  const churchZone = useChurchTimeZone();
  const events = useUpcomingEvents();
  return (
    <section className="live-section upcoming" aria-labelledby="upcoming-title">
      <div className="container">
        <p className="eyebrow live-section__eyebrow">Plan ahead</p>
        <h2 id="upcoming-title" className="live-section__title">
          Upcoming Live Services
        </h2>
        {events.isPending ? (
          <div className="upcoming__grid" aria-busy="true">
            <p className="visually-hidden" role="status">
              {MESSAGES.events.loading}
            </p>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="20rem" className="upcoming__skeleton" />
            ))}
          </div>
        ) : events.isError ? (
          <p className="upcoming__error" role="alert">
            {MESSAGES.events.loadFailed}
          </p>
        ) : events.data.length === 0 ? (
          <EmptyState icon={CalendarDays} title="No services scheduled yet">
            New services appear here as soon as the church schedules them.
          </EmptyState>
        ) : (
          <div className="upcoming__grid">
            {events.data.slice(0, SHOWN).map((event) => (
              <EventCard key={event._id} event={event} churchZone={churchZone} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
