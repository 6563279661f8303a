/** Human dates for event cards, in the visitor's own time zone and locale. */
const dayFormat: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const timeFormat: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/** "Sun, 29 Nov 2026 · 9:00 AM – 11:30 AM", or two full dates when the event spans days. */
export function formatEventWhen(
  startDate: string,
  endDate: string | null,
  locale?: string,
): string {
  const start = new Date(startDate);
  const startText = `${start.toLocaleDateString(locale, dayFormat)} · ${start.toLocaleTimeString(locale, timeFormat)}`;
  if (!endDate) return startText;
  const end = new Date(endDate);
  if (sameDay(start, end)) return `${startText} – ${end.toLocaleTimeString(locale, timeFormat)}`;
  return `${startText} – ${end.toLocaleDateString(locale, dayFormat)} · ${end.toLocaleTimeString(locale, timeFormat)}`;
}

/** The badge on a card's image: day of month and short month. */
export function eventDateBadge(startDate: string, locale?: string): { day: string; month: string } {
  const start = new Date(startDate);
  return {
    day: start.toLocaleDateString(locale, { day: 'numeric' }),
    month: start.toLocaleDateString(locale, { month: 'short' }),
  };
}
