import { CalendarPlus } from 'lucide-react';
import { API, apiPath } from '#shared/api-paths.js';
import { googleCalendarUrl, outlookCalendarUrl } from '#shared/calendar-links.js';
import type { PublicEvent } from '#shared/schemas/events.js';
import { Button } from '#web/components/Button.js';

/**
 * The server makes the .ics file and names it from the title, so no calendar library comes to
 * the browser. A `download` link saves it where a navigation would leave the page on a failure.
 */
function downloadCalendarFile(eventId: string) {
  const link = document.createElement('a');
  link.href = apiPath(API.eventCalendarFile, { id: eventId });
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Add to Calendar (an .ics download), plus links that open Google Calendar and Outlook. */
export function EventCalendarActions({ event }: { event: PublicEvent }) {
  return (
    <div className="event-calendar">
      <Button size="sm" onClick={() => downloadCalendarFile(event._id)}>
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
