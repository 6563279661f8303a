import { createEvent, createEvents, type EventAttributes } from 'ics';
import { eventEnd, type CalendarEvent } from '#shared/calendar-links.js';
import { foldCalendarLines, foldLine } from '#server/platform/icalendar.js';

// Calendar files are made here, on the server, only: the events page links to them, so the
// `ics` library never reaches a browser. The Google and Outlook links are shared.

const PRODUCT_ID = 'lampstand/events';

/**
 * The same UID every time for the same event, so calendar apps update an event they already
 * hold instead of adding it twice.
 */
export function eventUid(eventId: string, siteUrl: string): string {
  return `${eventId}@${new URL(siteUrl).hostname}`;
}

/**
 * The events page, linked from each event. The `ics` library refuses some valid addresses (a
 * one-digit port); the link is a nicety, so the event goes without it then.
 */
function eventsPageUrl(siteUrl: string): string | undefined {
  const { port } = new URL(siteUrl);
  return port === '' || port.length >= 2 ? `${siteUrl}/events` : undefined;
}

function attributes(event: CalendarEvent, siteUrl: string): EventAttributes {
  const url = eventsPageUrl(siteUrl);
  return {
    uid: eventUid(event._id, siteUrl),
    productId: PRODUCT_ID,
    title: event.title,
    ...(event.description ? { description: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
    ...(url ? { url } : {}),
    start: new Date(event.startDate).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: eventEnd(event).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

function valueOf(result: { error: Error | null; value: string | null }): string {
  if (result.error || result.value === null) {
    throw result.error ?? new Error('The calendar file could not be made');
  }
  return foldCalendarLines(result.value);
}

/** One event as an iCalendar file, times in UTC so every calendar app places them alike. */
export function eventCalendarFile(event: CalendarEvent, siteUrl: string): string {
  return valueOf(createEvent(attributes(event, siteUrl)));
}

/**
 * A subscribable calendar of the given events, with `components` (already folded iCalendar
 * components: the services' repeating events and their time zone) added when given.
 */
export function eventsCalendarFeed(
  events: CalendarEvent[],
  siteUrl: string,
  calendarName: string,
  components = '',
): string {
  const calendar =
    events.length > 0
      ? valueOf(
          createEvents(
            events.map((event) => attributes(event, siteUrl)),
            { productId: PRODUCT_ID, calName: calendarName },
          ),
        )
      : // A calendar with no events yet is still a valid calendar apps can subscribe to.
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'CALSCALE:GREGORIAN',
          `PRODID:${PRODUCT_ID}`,
          'METHOD:PUBLISH',
          foldLine(`X-WR-CALNAME:${calendarName.replace(/[\r\n]+/g, ' ')}`),
          'X-PUBLISHED-TTL:PT1H',
          'END:VCALENDAR',
          '',
        ].join('\r\n');
  if (!components) return calendar;
  const end = calendar.lastIndexOf('END:VCALENDAR');
  return `${calendar.slice(0, end)}${components}\r\n${calendar.slice(end)}`;
}
