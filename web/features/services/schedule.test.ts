import { describe, expect, it } from 'vitest';
import type { Occurrence } from '#shared/schemas/services.js';
import { nextOccurrence, occurrenceState, scheduleServiceTimes, timeUntil } from './schedule.js';

const ZONE = 'Africa/Lagos';
const MINUTE = 60_000;

/** An occurrence of `minutes` from `startsAt`, chat open 30 min before and after. */
function occurrence(
  serviceId: string,
  startsAt: string,
  extra: Partial<Occurrence> = {},
  minutes = 90,
): Occurrence {
  const start = Date.parse(startsAt);
  return {
    _id: `${serviceId}:${startsAt}`,
    serviceId,
    scheduledStartsAt: startsAt,
    title: `Service ${serviceId}`,
    description: '',
    startsAt,
    endsAt: new Date(start + minutes * MINUTE).toISOString(),
    chatOpensAt: new Date(start - 30 * MINUTE).toISOString(),
    chatClosesAt: new Date(start + (minutes + 30) * MINUTE).toISOString(),
    status: 'scheduled',
    mode: 'live',
    streamId: null,
    recurrence: 'FREQ=WEEKLY;BYDAY=SU',
    ...extra,
  };
}

// Sunday 29 November 2026, 8:00 AM in Lagos (UTC+1).
const SUNDAY = '2026-11-29T07:00:00.000Z';

describe('occurrenceState', () => {
  const sunday = occurrence('sun', SUNDAY);
  it('follows the clock: scheduled, chat open, live, ended', () => {
    expect(occurrenceState(sunday, new Date('2026-11-29T06:29:59.000Z'))).toBe('scheduled');
    expect(occurrenceState(sunday, new Date('2026-11-29T06:30:00.000Z'))).toBe('open');
    expect(occurrenceState(sunday, new Date('2026-11-29T07:00:00.000Z'))).toBe('live');
    expect(occurrenceState(sunday, new Date('2026-11-29T08:30:00.000Z'))).toBe('ended');
  });

  it('keeps what the team set: cancelled, or ended early', () => {
    const at = new Date('2026-11-29T07:10:00.000Z');
    expect(occurrenceState({ ...sunday, status: 'cancelled' }, at)).toBe('cancelled');
    expect(occurrenceState({ ...sunday, status: 'ended' }, at)).toBe('ended');
  });
});

describe('nextOccurrence', () => {
  const ended = occurrence('a', '2026-11-29T05:00:00.000Z', {}, 60);
  const cancelled = occurrence('b', '2026-11-29T06:00:00.000Z', { status: 'cancelled' });
  const live = occurrence('c', '2026-11-29T06:30:00.000Z');
  const later = occurrence('d', SUNDAY);

  it('skips ended and cancelled ones and keeps a live one', () => {
    expect(
      nextOccurrence([ended, cancelled, live, later], new Date('2026-11-29T06:45:00.000Z')),
    ).toBe(live);
  });

  it('moves on to the next once one has ended', () => {
    expect(
      nextOccurrence([ended, cancelled, live, later], new Date('2026-11-29T08:00:00.000Z')),
    ).toBe(later);
  });

  it('answers null when nothing is left', () => {
    expect(nextOccurrence([ended, cancelled], new Date('2026-11-29T06:45:00.000Z'))).toBeNull();
  });
});

describe('timeUntil', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  const after = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  it('says days from two days on, else hours and minutes', () => {
    expect(timeUntil(after(3 * 1440 + 5), now)).toBe('3 days');
    expect(timeUntil(after(1440 + 125), now)).toBe('26 h 5 min');
    expect(timeUntil(after(180), now)).toBe('3 h');
    expect(timeUntil(after(12), now)).toBe('12 min');
    expect(timeUntil(after(0.5), now)).toBe('less than a minute');
  });
});

describe('scheduleServiceTimes', () => {
  const now = new Date('2026-11-27T12:00:00.000Z'); // Friday
  const weekly = (day: string) => ({ recurrence: `FREQ=WEEKLY;BYDAY=${day}` });

  it('lists each repeating service once, on its weekdays at its next time, Sunday first', () => {
    const times = scheduleServiceTimes(
      [
        // Friday 9:00 PM, twice.
        occurrence('fri', '2026-11-27T20:00:00.000Z', { title: 'Night Vigil', ...weekly('FR') }),
        // Sunday 8:00 AM, and once retitled.
        occurrence('sun', SUNDAY, { title: 'Sunday Celebration', ...weekly('SU') }),
        // Midweek: Wednesday and Thursday at 6:00 PM.
        occurrence('mid', '2026-12-02T17:00:00.000Z', { title: 'Midweek', ...weekly('WE,TH') }),
        occurrence('mid', '2026-12-03T17:00:00.000Z', { title: 'Midweek', ...weekly('WE,TH') }),
        occurrence('fri', '2026-12-04T20:00:00.000Z', { title: 'Night Vigil', ...weekly('FR') }),
        occurrence('sun', '2026-12-06T07:00:00.000Z', { title: 'Carol Service', ...weekly('SU') }),
        occurrence('sun', '2026-12-13T07:00:00.000Z', {
          title: 'Sunday Celebration',
          ...weekly('SU'),
        }),
      ],
      now,
      ZONE,
    );
    expect(times).toEqual([
      { name: 'Sunday Celebration', day: 'Sunday', time: '8:00 AM' },
      { name: 'Midweek', day: 'Wednesday & Thursday', time: '6:00 PM' },
      { name: 'Night Vigil', day: 'Friday', time: '9:00 PM' },
    ]);
  });

  it('leaves out a service that happens once, one whose occurrences are over, and cancelled days', () => {
    const times = scheduleServiceTimes(
      [
        occurrence('once', SUNDAY, { title: 'Baptism', recurrence: null }),
        occurrence('over', '2026-11-27T08:00:00.000Z', {
          title: 'Morning Prayer',
          ...weekly('FR'),
        }),
        occurrence('sat', '2026-11-28T08:00:00.000Z', {
          title: 'Choir',
          status: 'cancelled',
          ...weekly('SA,SU'),
        }),
        occurrence('sat', SUNDAY, { title: 'Choir', ...weekly('SA,SU') }),
      ],
      now,
      ZONE,
    );
    expect(times).toEqual([{ name: 'Choir', day: 'Sunday', time: '8:00 AM' }]);
  });

  it('answers an empty list when there are no services', () => {
    expect(scheduleServiceTimes([], now, ZONE)).toEqual([]);
  });
});
