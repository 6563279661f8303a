import { CalendarPlus } from 'lucide-react';
import { googleCalendarUrl, outlookCalendarUrl } from '#shared/calendar-links.js';
import type { PublicEvent } from '#shared/schemas/events.js';
import { Button } from '#web/components/Button.js';

/** The .ics maker (the `ics` library) loads on the first click, not with the page. */
async function addToCalendar(event: PublicEvent, siteUrl: string) {
  const { downloadEventCalendar } = await import('./download-event-calendar.js');
  downloadEventCalendar(event, siteUrl);
}

/** Add to Calendar (an .ics download), plus links that open Google Calendar and Outlook. */
export function EventCalendarActions({ event, siteUrl }: { event: PublicEvent; siteUrl: string }) {
  return (
    <div className="event-calendar">
      <Button size="sm" onClick={() => void addToCalendar(event, siteUrl)}>
        <CalendarPlus aria-hidden="true" size={16} />
        Add to Calendar
      </Button>
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
