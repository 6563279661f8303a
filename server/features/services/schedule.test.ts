import { describe, expect, it } from 'vitest';
import { type ServicePlan, scheduledStarts } from './schedule.js';

const weekly = (startsAt: string, weekdays: number[]): ServicePlan => ({
  id: 'service',
  title: 'Service',
  description: '',
  startsAt,
  repeat: 'weekly',
  weekdays,
  until: null,
  durationMinutes: 60,
  chatOpensMinutesBefore: 30,
  chatClosesMinutesAfter: 30,
  mode: 'live',
});

describe('the schedule of a weekly service', () => {
  it('keeps its first occurrence when the first start has seconds', () => {
    const plan = weekly('2026-10-21T16:19:11.000Z', [3]);
    expect(
      scheduledStarts(
        plan,
        'UTC',
        new Date('2026-10-21T00:00:00Z'),
        new Date('2026-10-29T00:00:00Z'),
      ),
    ).toEqual(['2026-10-21T16:19:11.000Z', '2026-10-28T16:19:11.000Z']);
  });

  it('moves a start the clocks skip forward to the first time that exists', () => {
    // New York skips 2:00–3:00 AM on Sunday 14 March 2027.
    const plan = weekly('2027-03-07T07:30:00.000Z', [0]);
    expect(
      scheduledStarts(
        plan,
        'America/New_York',
        new Date('2027-03-07T00:00:00Z'),
        new Date('2027-03-22T00:00:00Z'),
      ),
    ).toEqual([
      // 2:30 AM EST, then 3:30 AM EDT on the day of the change, then 2:30 AM EDT.
      '2027-03-07T07:30:00.000Z',
      '2027-03-14T07:30:00.000Z',
      '2027-03-21T06:30:00.000Z',
    ]);
  });
});
