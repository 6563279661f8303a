import { describe, expect, it } from 'vitest';
import { countdownParts, nextService, startsText } from './countdown.js';

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

describe('startsText', () => {
  const lagos = { locale: 'en-US', timeZone: 'Africa/Lagos' };
  it('names the weekday and time within the week, in the zone given', () => {
    expect(startsText(new Date('2026-11-25T17:00:00.000Z'), now, lagos)).toBe(
      'Starts Wednesday 6:00 PM',
    );
  });

  it('says today and tomorrow by the zone’s calendar', () => {
    // 10:00 UTC on Sunday 22 November is 11:00 AM in Lagos, 6:00 AM in New York.
    expect(startsText(new Date('2026-11-22T16:30:00.000Z'), now, lagos)).toBe(
      'Starts today 5:30 PM',
    );
    expect(startsText(new Date('2026-11-22T23:30:00.000Z'), now, lagos)).toBe(
      'Starts tomorrow 12:30 AM',
    );
    expect(
      startsText(new Date('2026-11-23T04:30:00.000Z'), now, {
        locale: 'en-US',
        timeZone: 'America/New_York',
      }),
    ).toBe('Starts today 11:30 PM');
  });

  it('adds the date once the start is a week or more away', () => {
    expect(startsText(new Date('2026-12-02T17:00:00.000Z'), now, lagos)).toBe(
      'Starts Wednesday, December 2 at 6:00 PM',
    );
  });
});
