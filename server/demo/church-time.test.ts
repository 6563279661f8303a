import { describe, expect, it } from 'vitest';
import { parseWeeklySlot, weeklyOccurrence, zonedInstant } from './church-time.js';

describe('times in the church’s zone', () => {
  it('reads service times as churches write them', () => {
    expect(parseWeeklySlot('Sunday', '8:00 AM')).toEqual({ weekday: 0, hour: 8, minute: 0 });
    expect(parseWeeklySlot('Fridays', '9:30 pm')).toEqual({ weekday: 5, hour: 21, minute: 30 });
    expect(parseWeeklySlot('wednesday', '12 PM')).toEqual({ weekday: 3, hour: 12, minute: 0 });
    expect(parseWeeklySlot('Saturday', '12:15 AM')).toEqual({ weekday: 6, hour: 0, minute: 15 });
    expect(parseWeeklySlot('First Sunday of the month', '4:00 PM')).toBeNull();
    expect(parseWeeklySlot('Sunday', '25:00')).toBeNull();
  });

  it('finds the instant a zone’s clocks show a time, across daylight saving', () => {
    const date = { year: 2026, month: 0, day: 4 };
    expect(zonedInstant('Africa/Lagos', date, 8, 0).toISOString()).toBe('2026-01-04T07:00:00.000Z');
    expect(zonedInstant('America/New_York', date, 8, 0).toISOString()).toBe(
      '2026-01-04T13:00:00.000Z',
    );
    // 5 July: New York is on summer time (UTC-4).
    expect(
      zonedInstant('America/New_York', { year: 2026, month: 6, day: 5 }, 8, 0).toISOString(),
    ).toBe('2026-07-05T12:00:00.000Z');
    expect(zonedInstant('Asia/Kolkata', date, 18, 0).toISOString()).toBe(
      '2026-01-04T12:30:00.000Z',
    );
  });

  it('gives the next weekly time after now, and the weeks before and after it', () => {
    const sunday8 = { weekday: 0, hour: 8, minute: 0 };
    // Thursday 26 November 2026, 23:30 UTC: already Friday 00:30 in Lagos.
    const now = new Date('2026-11-26T23:30:00Z');
    expect(weeklyOccurrence(sunday8, 'Africa/Lagos', now).toISOString()).toBe(
      '2026-11-29T07:00:00.000Z',
    );
    expect(weeklyOccurrence(sunday8, 'Africa/Lagos', now, -1).toISOString()).toBe(
      '2026-11-22T07:00:00.000Z',
    );
    expect(weeklyOccurrence(sunday8, 'Africa/Lagos', now, 1).toISOString()).toBe(
      '2026-12-06T07:00:00.000Z',
    );
    const friday9pm = { weekday: 5, hour: 21, minute: 0 };
    // Friday in Lagos already, before 9 PM: tonight.
    expect(weeklyOccurrence(friday9pm, 'Africa/Lagos', now).toISOString()).toBe(
      '2026-11-27T20:00:00.000Z',
    );
    // On Sunday at 8:00 itself, the next is a week on.
    expect(
      weeklyOccurrence(sunday8, 'Africa/Lagos', new Date('2026-11-29T07:00:00Z')).toISOString(),
    ).toBe('2026-12-06T07:00:00.000Z');
  });
});
