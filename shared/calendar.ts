import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { PublicEvent } from './schemas/events.js';

/** An event without an end is put in calendars as lasting this long. */
export const DEFAULT_EVENT_MINUTES = 60;
const PRODUCT_ID = 'lampstand/events';

type CalendarEvent = Pick<
  PublicEvent,
  '_id' | 'title' | 'description' | 'startDate' | 'endDate' | 'location'
>;

/** The event's end, or its start plus the default length when it has none. */
export function eventEnd(event: Pick<PublicEvent, 'startDate' | 'endDate'>): Date {
  return event.endDate
    ? new Date(event.endDate)
    : new Date(new Date(event.startDate).getTime() + DEFAULT_EVENT_MINUTES * 60_000);
}

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
  return result.value;
}

/** One event as an iCalendar file, times in UTC (spec section 9). */
export function eventCalendarFile(event: CalendarEvent, siteUrl: string): string {
  return valueOf(createEvent(attributes(event, siteUrl)));
}

/** A subscribable calendar of the given events. */
export function eventsCalendarFeed(
  events: CalendarEvent[],
  siteUrl: string,
  calendarName: string,
): string {
  if (events.length > 0) {
    return valueOf(
      createEvents(
        events.map((event) => attributes(event, siteUrl)),
        { productId: PRODUCT_ID, calName: calendarName },
      ),
    );
  }
  // A calendar with no events yet is still a valid calendar apps can subscribe to.
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${PRODUCT_ID}`,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${calendarName.replace(/[\r\n]+/g, ' ')}`,
    'X-PUBLISHED-TTL:PT1H',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The download's name: the title with spaces turned to underscores (spec section 2). */
export function calendarFileName(title: string): string {
  const name = title
    .trim()
    .replace(/[\\/:*?"<>|\r\n\t]/g, '')
    .replace(/ /g, '_');
  return `${name || 'event'}.ics`;
}

/** 20261129T090000Z: the compact UTC form calendar links take. */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(new Date(event.startDate))}/${compactUtc(eventEnd(event))}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startDate).toISOString(),
    enddt: eventEnd(event).toISOString(),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
