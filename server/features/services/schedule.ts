import { DateTime } from 'luxon';
import type { OccurrenceStatus, ServiceMode } from '#shared/schemas/services.js';

/** What the schedule reads of a service. */
export interface ServicePlan {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  repeat: 'none' | 'weekly';
  weekdays: number[];
  until: string | null;
  durationMinutes: number;
  chatOpensMinutesBefore: number;
  chatClosesMinutesAfter: number;
  mode: ServiceMode;
}

/** What one occurrence has of its own (see ServiceOccurrencesTable). */
export interface OccurrenceOwn {
  scheduledStartsAt: string;
  cancelled: boolean;
  startsAt: string | null;
  title: string | null;
  durationMinutes: number | null;
  streamId: string | null;
  wentLiveAt: string | null;
  endedAt: string | null;
}

export interface OccurrenceTimes {
  serviceId: string;
  scheduledStartsAt: string;
  title: string;
  description: string;
  mode: ServiceMode;
  cancelled: boolean;
  startsAt: string;
  endsAt: string;
  chatOpensAt: string;
  chatClosesAt: string;
  streamId: string | null;
  wentLiveAt: string | null;
  endedAt: string | null;
  recurrence: string | null;
}

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The starts a service's schedule gives in [from, to), ISO 8601 UTC. A weekly service keeps the
 * first start's wall-clock time in the church's zone on each chosen weekday, so 8:00 AM stays
 * 8:00 AM across a daylight-saving change (luxon does the zone arithmetic; a time that does not
 * exist on the day of a change moves forward to one that does).
 */
export function scheduledStarts(plan: ServicePlan, zone: string, from: Date, to: Date): string[] {
  const first = DateTime.fromISO(plan.startsAt, { zone });
  if (plan.repeat === 'none') {
    const at = first.toMillis();
    return at >= from.getTime() && at < to.getTime() ? [iso(at)] : [];
  }
  const lastDay = plan.until ? DateTime.fromISO(plan.until, { zone }).endOf('day') : null;
  const fromDay = DateTime.fromJSDate(from, { zone }).startOf('day');
  const endDay = DateTime.fromJSDate(to, { zone }).startOf('day');
  const starts: string[] = [];
  let day = fromDay < first.startOf('day') ? first.startOf('day') : fromDay;
  for (; day <= endDay; day = day.plus({ days: 1 })) {
    if (lastDay && day > lastDay) break;
    if (!plan.weekdays.includes(day.weekday % 7)) continue;
    const at = day.set({
      hour: first.hour,
      minute: first.minute,
      second: first.second,
      millisecond: first.millisecond,
    });
    const ms = at.toMillis();
    if (ms < first.toMillis() || ms < from.getTime() || ms >= to.getTime()) continue;
    starts.push(iso(ms));
  }
  return starts;
}

/** One occurrence's times, with its own changes applied; an early end shortens it. */
export function occurrenceTimes(
  plan: ServicePlan,
  zone: string,
  scheduledStartsAt: string,
  own: OccurrenceOwn | undefined,
): OccurrenceTimes {
  const start = Date.parse(own?.startsAt ?? scheduledStartsAt);
  let end = start + (own?.durationMinutes ?? plan.durationMinutes) * MINUTE;
  if (own?.endedAt) end = Math.min(end, Math.max(start, Date.parse(own.endedAt)));
  return {
    serviceId: plan.id,
    scheduledStartsAt,
    title: own?.title || plan.title,
    description: plan.description,
    mode: plan.mode,
    cancelled: own?.cancelled ?? false,
    startsAt: iso(start),
    endsAt: iso(end),
    chatOpensAt: iso(start - plan.chatOpensMinutesBefore * MINUTE),
    chatClosesAt: iso(end + plan.chatClosesMinutesAfter * MINUTE),
    streamId: own?.streamId ?? null,
    wentLiveAt: own?.wentLiveAt ?? null,
    endedAt: own?.endedAt ?? null,
    recurrence: recurrenceRule(plan, zone),
  };
}

export function occurrenceStatus(occurrence: OccurrenceTimes, now: number): OccurrenceStatus {
  if (occurrence.cancelled) return 'cancelled';
  if (now < Date.parse(occurrence.chatOpensAt)) return 'scheduled';
  if (now < Date.parse(occurrence.startsAt)) return 'open';
  if (now < Date.parse(occurrence.endsAt)) return 'live';
  return 'ended';
}

/** How far a window reaches past its ends, so moved and long occurrences are not missed. */
const REACH = 2 * 24 * 60 * MINUTE;

/**
 * The occurrences of a service that start in [from, to), with their own changes, in start
 * order: the schedule's starts, moved ones where they went, and those moved here from outside.
 */
export function occurrencesBetween(
  plan: ServicePlan,
  own: OccurrenceOwn[],
  zone: string,
  from: Date,
  to: Date,
): OccurrenceTimes[] {
  const byStart = new Map(own.map((row) => [row.scheduledStartsAt, row]));
  const starts = new Set(
    scheduledStarts(plan, zone, new Date(from.getTime() - REACH), new Date(to.getTime() + REACH)),
  );
  for (const row of own) if (row.startsAt) starts.add(row.scheduledStartsAt);
  return [...starts]
    .map((start) => occurrenceTimes(plan, zone, start, byStart.get(start)))
    .filter(
      (o) => Date.parse(o.startsAt) >= from.getTime() && Date.parse(o.startsAt) < to.getTime(),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Whether the schedule gives this start (so an occurrence address names a real one). */
export function isScheduledStart(plan: ServicePlan, zone: string, startsAt: string): boolean {
  const at = new Date(startsAt);
  return scheduledStarts(plan, zone, at, new Date(at.getTime() + 1)).includes(at.toISOString());
}

/** The start of today in the church's zone. */
export function startOfToday(zone: string, now: Date): Date {
  return DateTime.fromJSDate(now, { zone }).startOf('day').toJSDate();
}

/** A weekday (0 = Sunday) and a date (YYYY-MM-DD) of an instant, in the church's zone. */
export function localDay(startsAt: string, zone: string) {
  const at = DateTime.fromISO(startsAt, { zone });
  return { weekday: at.weekday % 7, date: at.toISODate() ?? startsAt.slice(0, 10) };
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * The service's repeat as an iCalendar rule, for calendars: weekly on its days, until the end of
 * its last day in the church's zone (UNTIL is UTC); null for a service that happens once.
 */
export function recurrenceRule(plan: ServicePlan, zone: string): string | null {
  if (plan.repeat !== 'weekly') return null;
  const days = plan.weekdays.map((day) => BYDAY[day]).join(',');
  const until = plan.until
    ? `;UNTIL=${DateTime.fromISO(plan.until, { zone }).endOf('day').toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`
    : '';
  return `FREQ=WEEKLY;BYDAY=${days}${until}`;
}
