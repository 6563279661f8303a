/**
 * Wall-clock times in the church's time zone, whatever the server's own zone (TZ) is: the demo's
 * services and events land on the weekday and hour its service times say, e.g. Sunday 8:00 AM in
 * Africa/Lagos is 07:00 UTC.
 */

const MINUTE = 60_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export interface WeeklySlot {
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** A service time as the church writes it ("Sunday", "8:00 AM"), or null when it is not one. */
export function parseWeeklySlot(day: string, time: string): WeeklySlot | null {
  const weekday = WEEKDAYS.indexOf(day.trim().toLowerCase().replace(/s$/, ''));
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(time.trim());
  if (weekday === -1 || !match) return null;
  const hour12 = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  const pm = match[3]?.toLowerCase() === 'p';
  return { weekday, hour: (hour12 % 12) + (pm ? 12 : 0), minute };
}

/** The zone's calendar date and clock at an instant. */
function wallClock(timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(timeZone: string, at: number): number {
  const c = wallClock(timeZone, at);
  return Date.UTC(c.year, c.month, c.day, c.hour, c.minute) - Math.floor(at / MINUTE) * MINUTE;
}

/** The instant the zone's clocks show this date and time (the day may run past the month). */
export function zonedInstant(
  timeZone: string,
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
): Date {
  const asUtc = Date.UTC(date.year, date.month, date.day, hour, minute);
  const first = asUtc - offsetAt(timeZone, asUtc);
  // Across a daylight-saving change the offset at the answer may differ from the guess's.
  return new Date(asUtc - offsetAt(timeZone, first));
}

/**
 * The slot's next time strictly after `now` in the zone, moved by `weeks` (1: the one after,
 * -1: the last one before now).
 */
export function weeklyOccurrence(slot: WeeklySlot, timeZone: string, now: Date, weeks = 0): Date {
  const today = wallClock(timeZone, now.getTime());
  const todayWeekday = new Date(Date.UTC(today.year, today.month, today.day)).getUTCDay();
  let day = today.day + ((slot.weekday - todayWeekday + 7) % 7);
  if (zonedInstant(timeZone, { ...today, day }, slot.hour, slot.minute) <= now) day += 7;
  return zonedInstant(timeZone, { ...today, day: day + weeks * 7 }, slot.hour, slot.minute);
}
