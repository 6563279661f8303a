import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { escapeText, foldLine, utcStamp } from '#server/platform/icalendar.js';
import type { OccurrenceRow, ServiceRow } from './repository.js';
import { ownOf, planOf } from './presenter.js';
import { recurrenceRule } from './schedule.js';

const PRODUCT_ID = 'lampstand/services';
const MINUTE = 60_000;

/** A service with every occurrence that has something of its own. */
export interface CalendarService {
  row: ServiceRow;
  own: OccurrenceRow[];
}

/**
 * The church's zone as a VTIMEZONE (timezones-ical-library keeps the IANA rules), so a weekly
 * 8:00 AM stays 8:00 AM in calendars across a daylight-saving change; none for a zone it lacks.
 */
function timeZoneComponent(zone: string): string | undefined {
  const [block] = tzlib_get_ical_block(zone);
  return block?.startsWith('BEGIN:VTIMEZONE') ? block : undefined;
}

/**
 * A time in the church's zone: `;TZID=Africa/Lagos:20261129T080000`, or UTC when the zone has no
 * VTIMEZONE to point at.
 */
function zoned(name: string, iso: string, zone: string, known: boolean): string {
  if (!known) return `${name}:${utcStamp(new Date(iso))}`;
  const local = DateTime.fromISO(iso, { zone }).toFormat("yyyyMMdd'T'HHmmss");
  return `${name};TZID=${zone}:${local}`;
}

/**
 * One service as calendar components: a repeating event (RRULE) in the church's zone, its
 * called-off occurrences left out (EXDATE) and the moved or retitled ones given as overrides of
 * the same UID (RECURRENCE-ID), as calendar apps expect.
 */
function serviceEvents(
  { row, own }: CalendarService,
  zone: string,
  known: boolean,
  siteUrl: string,
): string[] {
  const plan = planOf(row);
  const host = new URL(siteUrl).hostname;
  const uid = `service-${row.id}@${host}`;
  const stamp = `DTSTAMP:${utcStamp(new Date(row.updatedAt))}`;
  const end = (start: string, minutes: number) =>
    new Date(Date.parse(start) + minutes * MINUTE).toISOString();
  const described = row.description ? [`DESCRIPTION:${escapeText(row.description)}`] : [];
  const url = `URL:${siteUrl}/live`;
  const rule = recurrenceRule(plan, zone);
  const changes = own.map(ownOf);
  const cancelled = changes.filter((o) => o.cancelled);
  const overridden = changes.filter(
    (o) => !o.cancelled && (o.startsAt || o.title || o.durationMinutes),
  );
  const main = [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    stamp,
    zoned('DTSTART', row.startsAt, zone, known),
    zoned('DTEND', end(row.startsAt, row.durationMinutes), zone, known),
    ...(rule ? [`RRULE:${rule}`] : []),
    ...cancelled.map((o) => zoned('EXDATE', o.scheduledStartsAt, zone, known)),
    `SUMMARY:${escapeText(row.title)}`,
    ...described,
    url,
    'END:VEVENT',
  ];
  const overrides = overridden.flatMap((o) => {
    const start = o.startsAt ?? o.scheduledStartsAt;
    return [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      stamp,
      zoned('RECURRENCE-ID', o.scheduledStartsAt, zone, known),
      zoned('DTSTART', start, zone, known),
      zoned('DTEND', end(start, o.durationMinutes ?? row.durationMinutes), zone, known),
      `SUMMARY:${escapeText(o.title || row.title)}`,
      ...described,
      url,
      'END:VEVENT',
    ];
  });
  return [...main, ...overrides];
}

/** The services as components to add to a calendar: the zone once, then each service's events. */
export function servicesCalendarComponents(
  services: CalendarService[],
  zone: string,
  siteUrl: string,
): string {
  if (services.length === 0) return '';
  const timeZone = timeZoneComponent(zone);
  const lines = services.flatMap((service) => serviceEvents(service, zone, !!timeZone, siteUrl));
  return [...(timeZone ? [timeZone] : []), ...lines.map(foldLine)].join('\r\n');
}

/** One service as an iCalendar file, for Add to Calendar. */
export function serviceCalendarFile(service: CalendarService, zone: string, siteUrl: string) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${PRODUCT_ID}`,
    'METHOD:PUBLISH',
    servicesCalendarComponents([service], zone, siteUrl),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
