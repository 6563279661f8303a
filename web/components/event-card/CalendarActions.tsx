import './event-card.css';
import { CalendarPlus } from 'lucide-react';
import {
  type CalendarEvent,
  googleCalendarUrl,
  outlookCalendarUrl,
} from '#shared/calendar-links.js';
import { Button } from '../Button.js';
import { buttonClass } from '../button-class.js';

/** The calendar file the server makes: a link to save, or a call that saves it. */
export type CalendarFile = { href: string } | { download: () => void };

interface CalendarActionsProps {
  /** What goes in the calendar (a repeating one carries its rule, which Google keeps). */
  event: CalendarEvent;
  file: CalendarFile;
}

/**
 * Add to Calendar (the server's .ics file, so no calendar library comes to the browser), plus
 * links that open Google Calendar and Outlook: under an event's card and a service's.
 */
export function CalendarActions({ event, file }: CalendarActionsProps) {
  const label = (
    <>
      <CalendarPlus aria-hidden="true" size={16} />
      Add to Calendar
    </>
  );
  return (
    <div className="event-calendar">
      {'href' in file ? (
        <a className={buttonClass({ size: 'sm' })} href={file.href} download>
          {label}
        </a>
      ) : (
        <Button size="sm" onClick={file.download}>
          {label}
        </Button>
      )}
      <span className="event-calendar__links">
        <a
          className="event-calendar__link"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Add ${event.title} to Google Calendar (opens in a new tab)`}
        >
          Google
        </a>
        <a
          className="event-calendar__link"
          href={outlookCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Add ${event.title} to Outlook (opens in a new tab)`}
        >
          Outlook
        </a>
      </span>
    </div>
  );
}
