import { API, apiPath } from '#shared/api-paths.js';
import type { PublicEvent } from '#shared/schemas/events.js';
import { CalendarActions } from '#web/components/event-card/CalendarActions.js';

/**
 * The server makes the .ics file and names it from the title. A `download` link saves it where
 * a navigation would leave the page on a failure.
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
    <CalendarActions event={event} file={{ download: () => downloadCalendarFile(event._id) }} />
  );
}
