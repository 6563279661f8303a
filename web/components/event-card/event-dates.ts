import type { DateZone } from '#web/lib/church-time.js';
import { dateFormat } from '#web/lib/date-format.js';

/** Human dates for event cards, in the zone and locale given (the reader's own by default). */
const dayFormat: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const timeFormat: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "Sun, 29 Nov 2026 · 9:00 AM – 11:30 AM", or two full dates when the event spans days. */
export function formatEventWhen(
  startDate: string,
  endDate: string | null,
  zone: DateZone = {},
): string {
  const { locale, timeZone } = zone;
  const day = (date: Date) => dateFormat(locale, { ...dayFormat, timeZone }).format(date);
  const time = (date: Date) => dateFormat(locale, { ...timeFormat, timeZone }).format(date);
  const start = new Date(startDate);
  const startText = `${day(start)} · ${time(start)}`;
  if (!endDate) return startText;
  const end = new Date(endDate);
  if (day(start) === day(end)) return `${startText} – ${time(end)}`;
  return `${startText} – ${day(end)} · ${time(end)}`;
}

/** The badge on a card's image: day of month and short month. */
export function eventDateBadge(
  startDate: string,
  zone: DateZone = {},
): { day: string; month: string } {
  const { locale, timeZone } = zone;
  const start = new Date(startDate);
  return {
    day: dateFormat(locale, { day: 'numeric', timeZone }).format(start),
    month: dateFormat(locale, { month: 'short', timeZone }).format(start),
  };
}
