import { DateTime } from 'luxon';

/**
 * "at 7:30 AM" in the church's zone, or "Sunday at 7:30 AM" when it is not today there: how a
 * time reads in a sentence the server answers with ("Chat opens at 7:30 AM").
 */
export function whenAt(at: string, zone: string, now: Date): string {
  const time = DateTime.fromISO(at, { zone });
  const today = DateTime.fromJSDate(now, { zone }).hasSame(time, 'day');
  return time.setLocale('en-US').toFormat(today ? "'at' h:mm a" : "cccc 'at' h:mm a");
}
