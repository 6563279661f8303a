import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockIn } from './church-time.js';

describe('a date and time in the church’s zone', () => {
  it('is the instant the zone’s clock shows then, on either side of a daylight-saving change', () => {
    // New York moves its clocks forward on 8 March 2026: 9:00 AM is 14:00 UTC before, 13:00 after.
    expect(instantOfWallClock('2026-03-07', '09:00', 'America/New_York')).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(instantOfWallClock('2026-03-08', '09:00', 'America/New_York')).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(instantOfWallClock('2026-12-02', '17:00', 'Africa/Lagos')).toBe(
      '2026-12-02T16:00:00.000Z',
    );
    expect(instantOfWallClock('2026-12-02', '00:30', 'Asia/Kolkata')).toBe(
      '2026-12-01T19:00:00.000Z',
    );
  });

  it('is empty without both a date and a time', () => {
    expect(instantOfWallClock('', '09:00', 'Africa/Lagos')).toBe('');
    expect(instantOfWallClock('2026-12-02', '', 'Africa/Lagos')).toBe('');
  });

  it('reads back as the same date and time', () => {
    expect(wallClockIn(new Date('2026-03-08T13:00:00.000Z'), 'America/New_York')).toEqual({
      date: '2026-03-08',
      time: '09:00',
    });
    expect(wallClockIn(new Date('2026-12-01T23:30:00.000Z'), 'Africa/Lagos')).toEqual({
      date: '2026-12-02',
      time: '00:30',
    });
  });
});
