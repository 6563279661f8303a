import type { PublicEvent } from './schemas/events.js';

/** An event without an end is put in calendars as lasting this long. */
export const DEFAULT_EVENT_MINUTES = 60;

export type CalendarEvent = Pick<
  PublicEvent,
  '_id' | 'title' | 'description' | 'startDate' | 'endDate' | 'location'
> & {
  /** An iCalendar rule ("FREQ=WEEKLY;BYDAY=SU") for an event that repeats (Google keeps it). */
  recurrence?: string | null;
};

/** The event's end, or its start plus the default length when it has none. */
export function eventEnd(event: Pick<PublicEvent, 'startDate' | 'endDate'>): Date {
  return event.endDate
    ? new Date(event.endDate)
    : new Date(new Date(event.startDate).getTime() + DEFAULT_EVENT_MINUTES * 60_000);
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
    ...(event.recurrence ? { recur: `RRULE:${event.recurrence}` } : {}),
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
