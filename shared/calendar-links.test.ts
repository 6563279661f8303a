import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links.js';

const sunday = {
  _id: '65f0c0ffee0000000000abcd',
  title: 'Sunday Service',
  description: 'Worship, the Word; and fellowship',
  startDate: '2026-11-29T08:00:00.000Z',
  endDate: '2026-11-29T10:30:00.000Z',
  location: 'Main Auditorium, Ibadan',
};

describe('calendar links', () => {
  it('fills Google Calendar with the UTC times', () => {
    const url = new URL(googleCalendarUrl(sunday));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Sunday Service');
    expect(url.searchParams.get('dates')).toBe('20261129T080000Z/20261129T103000Z');
    expect(url.searchParams.get('location')).toBe('Main Auditorium, Ibadan');
  });

  it('fills Outlook with the ISO times', () => {
    const url = new URL(outlookCalendarUrl(sunday));
    expect(url.host).toBe('outlook.live.com');
    expect(url.searchParams.get('subject')).toBe('Sunday Service');
    expect(url.searchParams.get('startdt')).toBe('2026-11-29T08:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-29T10:30:00.000Z');
  });
});
