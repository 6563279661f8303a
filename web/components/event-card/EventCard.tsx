import './event-card.css';
import { CalendarClock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicEvent } from '#shared/schemas/events.js';
import { eventDateBadge, formatEventWhen } from './event-dates.js';

export interface EventCardProps {
  event: PublicEvent;
  /** Buttons or links under the text (Add to Calendar, Edit, Delete...). */
  actions?: ReactNode;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One event as every page shows it: /events, the home page, the Upcoming Live Services grid of
 * /LiveStream and the admin Event Management grid.
 */
export function EventCard({ event, actions, headingLevel = 3 }: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  const badge = eventDateBadge(event.startDate);
  return (
    <article className="event-card" aria-labelledby={`event-${event._id}-title`}>
      <div className="event-card__media">
        {event.imageUrl ? (
          <img src={event.imageUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <div className="event-card__media-fallback" aria-hidden="true" />
        )}
        <span className="event-card__badge" aria-hidden="true">
          <span className="event-card__badge-day">{badge.day}</span>
          <span className="event-card__badge-month">{badge.month}</span>
        </span>
      </div>
      <div className="event-card__body">
        <Heading id={`event-${event._id}-title`} className="event-card__title">
          {event.title}
        </Heading>
        <p className="event-card__meta">
          <CalendarClock aria-hidden="true" size={16} />
          <time dateTime={event.startDate}>{formatEventWhen(event.startDate, event.endDate)}</time>
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
