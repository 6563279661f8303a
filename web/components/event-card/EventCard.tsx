import './event-card.css';
import { CalendarClock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicEvent } from '#shared/schemas/events.js';
import { SERVER_DATE_ZONE } from '#web/lib/church-time.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { ChurchTime } from '../ChurchTime.js';
import { eventDateBadge, formatEventWhen } from './event-dates.js';

/** What a card shows of an event: a service's occurrence fills the same fields. */
export type CardEvent = Pick<
  PublicEvent,
  '_id' | 'title' | 'description' | 'startDate' | 'endDate' | 'location' | 'imageUrl'
>;

export interface EventCardProps {
  event: CardEvent;
  /** A line under the title that says where it stands ("Live now", "Starts in 2 days"). */
  status?: ReactNode;
  /** Buttons or links under the text (Add to Calendar, Edit, Delete...). */
  actions?: ReactNode;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The first card on screen: its image loads at once, first (it is the page's largest paint). */
  priority?: boolean;
  /** The church's time zone, in which the dates are read; the reader's own when not given. */
  churchZone?: string;
}

/**
 * One event as every page shows it: /events, the home page, the admin Event Management grid,
 * and each coming service in the Upcoming Live Services grid of /LiveStream.
 */
export function EventCard({
  event,
  status,
  actions,
  headingLevel = 3,
  priority = false,
  churchZone,
}: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  // Until hydrated, the badge is in a zone the server shares, kept invisible: the church's
  // replaces it in the same space.
  const hydrated = useHydrated();
  const zone = hydrated ? { timeZone: churchZone } : SERVER_DATE_ZONE;
  const pending = hydrated ? undefined : 'local-time-pending';
  const badge = eventDateBadge(event.startDate, zone);
  return (
    <article className="event-card" aria-labelledby={`event-${event._id}-title`}>
      <div className="event-card__media">
        {event.imageUrl ? (
          <img
            src={event.imageUrl}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <div className="event-card__media-fallback" aria-hidden="true" />
        )}
        <span
          className={['event-card__badge', pending].filter(Boolean).join(' ')}
          aria-hidden="true"
        >
          <span className="event-card__badge-day">{badge.day}</span>
          <span className="event-card__badge-month">{badge.month}</span>
        </span>
      </div>
      <div className="event-card__body">
        <Heading id={`event-${event._id}-title`} className="event-card__title">
          {event.title}
        </Heading>
        {status}
        <p className="event-card__meta">
          <CalendarClock aria-hidden="true" size={16} />
          <ChurchTime
            dateTime={event.startDate}
            churchZone={churchZone}
            format={(when) => formatEventWhen(event.startDate, event.endDate, when)}
          />
        </p>
        {event.location ? (
          <p className="event-card__meta">
            <MapPin aria-hidden="true" size={16} />
            <span>{event.location}</span>
          </p>
        ) : null}
        {event.description ? <p className="event-card__description">{event.description}</p> : null}
        {actions ? <div className="event-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
