import { dateFormat } from './date-format.js';

/**
 * Where dates are read: a locale and zone, or the reader's own (the default). Scheduled times
 * (services, events, streams) are read in the church's zone; the reader's own time follows
 * them when their clock differs.
 */
export interface DateZone {
  locale?: string;
  timeZone?: string;
}

/** A zone the server and the browser's hydration agree on, before the reader's is known. */
export const SERVER_DATE_ZONE: DateZone = { locale: 'en-GB', timeZone: 'UTC' };

/** The zone the reader's device is set to. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

/** Whether two zones' calendars and clocks show different things at an instant. */
export function clocksDiffer(a: string, b: string, at: Date): boolean {
  return (
    dateFormat('en-US', { ...CLOCK, timeZone: a }).format(at) !==
    dateFormat('en-US', { ...CLOCK, timeZone: b }).format(at)
  );
}

/** The zone's short name at an instant as the locale writes it: "GMT+1", "EST", "BST". */
export function zoneShortName(timeZone: string, at: Date, locale?: string): string {
  const parts = dateFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Lagos" for Africa/Lagos, "New York" for America/New_York: how people name a zone. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * The reader's clock at an instant, "7:00 AM", with the weekday when the reader's day is not
 * the church's ("Sat 11:00 PM").
 */
export function readerClock(at: Date, churchZone: string, locale?: string): string {
  const reader = readerTimeZone();
  const time = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: reader });
  const day = (timeZone: string) => dateFormat('en-US', { timeZone, day: 'numeric' }).format(at);
  if (day(reader) === day(churchZone)) return time.format(at);
  const weekday = dateFormat(locale, { weekday: 'short', timeZone: reader }).format(at);
  return `${weekday} ${time.format(at)}`;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The zone's calendar and clock at an instant: `{ date: '2026-11-29', time: '09:00' }`. */
export function wallClockIn(at: Date, timeZone: string): { date: string; time: string } {
  const parts = dateFormat('en-US', { ...WALL_CLOCK, timeZone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(at: number, timeZone: string): number {
  const { date, time } = wallClockIn(new Date(at), timeZone);
  return Date.parse(`${date}T${time}:00Z`) - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant a date and a clock time in a zone name (`'2026-11-29'`, `'09:00'`), ISO 8601 UTC;
 * '' when either is missing or invalid. The offset is read twice, the second time at the first
 * guess, so a time near a daylight-saving change takes the offset in force on that day.
 */
export function instantOfWallClock(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (!date || !time || Number.isNaN(wall)) return '';
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone)).toISOString();
}
