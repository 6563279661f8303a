import type { Occurrence } from '#shared/schemas/services.js';
import type { ServiceTime } from '#shared/schemas/site-content.js';
import { dateFormat } from '#web/lib/date-format.js';

/** Where an occurrence stands at an instant, as a visitor is told. */
export type OccurrenceState = 'scheduled' | 'open' | 'live' | 'ended' | 'cancelled';

/**
 * The state at `now` from the occurrence's own times: the answer's status was true when it was
 * read, and a page left open keeps counting. Cancelled and ended-early stay as the team set them.
 */
export function occurrenceState(occurrence: Occurrence, now: Date): OccurrenceState {
  if (occurrence.status === 'cancelled' || occurrence.status === 'ended') return occurrence.status;
  const at = now.getTime();
  if (at >= Date.parse(occurrence.endsAt)) return 'ended';
  if (occurrence.status === 'live' || at >= Date.parse(occurrence.startsAt)) return 'live';
  if (occurrence.status === 'open' || at >= Date.parse(occurrence.chatOpensAt)) return 'open';
  return 'scheduled';
}

/** The occurrences still to come or happening at `now`, in start order (cancelled left out). */
export function comingOccurrences(occurrences: Occurrence[], now: Date): Occurrence[] {
  return occurrences.filter((occurrence) => {
    const state = occurrenceState(occurrence, now);
    return state !== 'ended' && state !== 'cancelled';
  });
}

/** The first occurrence not ended and not cancelled (a live one included), or null. */
export function nextOccurrence(occurrences: Occurrence[], now: Date): Occurrence | null {
  return comingOccurrences(occurrences, now)[0] ?? null;
}

/** "2 days", "3 h 20 min", "12 min", "less than a minute": how long until `target`. */
export function timeUntil(target: Date, now: Date): string {
  const minutes = Math.floor((target.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  if (days >= 2) return `${String(days)} days`;
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${String(minutes)} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${String(hours)} h` : `${String(hours)} h ${String(rest)} min`;
}

// The schedule's times are the church's words: English, in its zone, the same on the server
// and in every browser, so they need no second render after hydration.
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const SCHEDULE_LOCALE = 'en-US';

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const weekdayIndex = (date: Date, timeZone: string) =>
  WEEKDAY_NAMES.indexOf(churchWeekday(date, timeZone) as (typeof WEEKDAY_NAMES)[number]);

/** "Sunday", "Sunday & Wednesday", "Sunday, Wednesday & Friday". */
function dayList(days: number[]): string {
  const names = days.map((day) => WEEKDAY_NAMES[day] ?? '');
  const last = names.pop() ?? '';
  return names.length ? `${names.join(', ')} & ${last}` : last;
}

/** "Sunday" in the church's zone. */
export function churchWeekday(date: Date, timeZone: string): string {
  return dateFormat(SCHEDULE_LOCALE, { ...WEEKDAY, timeZone }).format(date);
}

/** "8:00 AM" in the church's zone. */
export function churchClock(date: Date, timeZone: string): string {
  return dateFormat(SCHEDULE_LOCALE, { ...TIME, timeZone }).format(date);
}

/** Minutes since midnight in the church's zone, to order services within a day. */
function minuteOfDay(date: Date, timeZone: string): number {
  const parts = dateFormat(SCHEDULE_LOCALE, {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The title most of its occurrences carry: one retitled occurrence does not rename the service. */
function usualTitle(occurrences: Occurrence[]): string {
  const counts = new Map<string, number>();
  for (const { title } of occurrences) counts.set(title, (counts.get(title) ?? 0) + 1);
  let best = occurrences[0]?.title ?? '';
  for (const [title, count] of counts) if (count > (counts.get(best) ?? 0)) best = title;
  return best;
}

/**
 * The weekly service times the schedule gives: one entry per repeating service with an
 * occurrence still to come, named as its occurrences mostly are, on the weekdays they fall
 * (Sunday first) at the time of the next one, all in the church's zone. A service that happens
 * once is not a weekly time: the countdown and the live page's list show it.
 */
export function scheduleServiceTimes(
  occurrences: Occurrence[],
  now: Date,
  timeZone: string,
): ServiceTime[] {
  const byService = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    if (!occurrence.recurrence || occurrence.status === 'cancelled') continue;
    const list = byService.get(occurrence.serviceId) ?? [];
    list.push(occurrence);
    byService.set(occurrence.serviceId, list);
  }
  const entries: { time: ServiceTime; firstDay: number; minute: number }[] = [];
  for (const list of byService.values()) {
    const next = nextOccurrence(list, now);
    if (!next) continue;
    const days = [
      ...new Set(list.map((occurrence) => weekdayIndex(new Date(occurrence.startsAt), timeZone))),
    ].sort((a, b) => a - b);
    const startsAt = new Date(next.startsAt);
    entries.push({
      time: {
        name: usualTitle(list),
        day: dayList(days),
        time: churchClock(startsAt, timeZone),
      },
      firstDay: days[0] ?? 7,
      minute: minuteOfDay(startsAt, timeZone),
    });
  }
  return entries
    .sort((a, b) => a.firstDay - b.firstDay || a.minute - b.minute)
    .map((entry) => entry.time);
}
