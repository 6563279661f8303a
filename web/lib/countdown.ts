import type { DateZone } from '#web/lib/church-time.js';
import { dateFormat } from '#web/lib/date-format.js';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target` (zero once it has passed). */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface NextService {
  title: string;
  startsAt: Date;
}

/** The soonest future start among scheduled streams and events, or null when nothing is planned. */
export function nextService(
  candidates: { title: string; start: string | null }[],
  now: Date,
): NextService | null {
  let best: NextService | null = null;
  for (const { title, start } of candidates) {
    if (!start) continue;
    const startsAt = new Date(start);
    if (Number.isNaN(startsAt.getTime()) || startsAt <= now) continue;
    if (!best || startsAt < best.startsAt) best = { title, startsAt };
  }
  return best;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const WITHIN_A_WEEK: Intl.DateTimeFormatOptions = { ...CLOCK, weekday: 'long' };
const LATER: Intl.DateTimeFormatOptions = { ...WITHIN_A_WEEK, day: 'numeric', month: 'long' };
const DAY_MS = 86_400_000;

/**
 * "Starts today 5:20 PM", "Starts tomorrow 8:00 AM", "Starts Sunday 8:00 AM" in the zone given;
 * the date joins the weekday once the start is six days or more away, where the weekday alone
 * could name the nearer one.
 */
export function startsText(startsAt: Date, now: Date, zone: DateZone = {}): string {
  const { locale, timeZone } = zone;
  const day = (date: Date) =>
    dateFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).format(
      date,
    );
  const clock = () => dateFormat(locale, { ...CLOCK, timeZone }).format(startsAt);
  if (day(startsAt) === day(now)) return `Starts today ${clock()}`;
  if (day(startsAt) === day(new Date(now.getTime() + DAY_MS))) return `Starts tomorrow ${clock()}`;
  const options = startsAt.getTime() - now.getTime() < 6 * DAY_MS ? WITHIN_A_WEEK : LATER;
  return `Starts ${dateFormat(locale, { ...options, timeZone }).format(startsAt)}`;
}
