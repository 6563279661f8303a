import { describe, expect, it } from 'vitest';
import { countdownParts, nextService } from './countdown.js';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(new Date('2026-11-24T13:04:05.900Z'), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('stops at zero once the start has passed', () => {
    expect(countdownParts(new Date('2026-11-22T09:00:00.000Z'), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe('nextService', () => {
  it('picks the soonest start still to come and ignores past, missing and invalid ones', () => {
    const next = nextService(
      [
        { title: 'Past', start: '2026-11-21T10:00:00.000Z' },
        { title: 'Unscheduled', start: null },
        { title: 'Broken', start: 'next sunday' },
        { title: 'Later', start: '2026-11-29T08:00:00.000Z' },
        { title: 'Sooner', start: '2026-11-25T17:00:00.000Z' },
      ],
      now,
    );
    expect(next).toEqual({ title: 'Sooner', startsAt: new Date('2026-11-25T17:00:00.000Z') });
  });

  it('answers null when nothing is planned', () => {
    expect(nextService([{ title: 'Past', start: '2026-11-01T10:00:00.000Z' }], now)).toBeNull();
  });
});
