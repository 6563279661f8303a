import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFileName } from '#server/platform/icalendar.js';
import { eventCalendarFile, eventsCalendarFeed } from './calendar-file.js';

const SITE = 'https://church.example.org';
const sunday = {
  _id: '65f0c0ffee0000000000abcd',
  title: 'Sunday Service',
  description: 'Worship, the Word; and fellowship',
  startDate: '2026-11-29T08:00:00.000Z',
  endDate: '2026-11-29T10:30:00.000Z',
  location: 'Main Auditorium, Ibadan',
};

/** Parsed by ical.js, an independent iCalendar parser. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
  }));
}

describe('eventCalendarFile', () => {
  it('is a valid iCalendar file with the event and its times in UTC', () => {
    const text = eventCalendarFile(sunday, SITE);
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const [parsed, ...rest] = parseEvents(text);
    expect(rest).toHaveLength(0);
    const { event, vevent } = parsed!;
    expect(event.summary).toBe('Sunday Service');
    expect(event.description).toBe('Worship, the Word; and fellowship');
    expect(event.location).toBe('Main Auditorium, Ibadan');
    expect(event.uid).toBe('65f0c0ffee0000000000abcd@church.example.org');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-29T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-29T10:30:00.000Z');
    expect(vevent.getFirstProperty('dtstart')?.toICALString()).toBe('DTSTART:20261129T080000Z');
    expect(vevent.getFirstProperty('dtend')?.toICALString()).toBe('DTEND:20261129T103000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
  });

  it('gives an event without an end one hour', () => {
    const [parsed] = parseEvents(eventCalendarFile({ ...sunday, endDate: null }, SITE));
    expect(parsed!.event.endDate.toJSDate().toISOString()).toBe('2026-11-29T09:00:00.000Z');
  });

  it('links the events page, and still makes the file for an address the library refuses', () => {
    const [linked] = parseEvents(eventCalendarFile(sunday, SITE));
    expect(linked!.vevent.getFirstPropertyValue('url')).toBe(`${SITE}/events`);
    const [unlinked] = parseEvents(eventCalendarFile(sunday, 'http://localhost:8'));
    expect(unlinked!.event.summary).toBe('Sunday Service');
    expect(unlinked!.vevent.getFirstPropertyValue('url')).toBeNull();
  });
});

describe('eventsCalendarFeed', () => {
  it('holds every event with a stable UID and the calendar name', () => {
    const second = { ...sunday, _id: 'second', title: 'Prayer Night', description: '' };
    const text = eventsCalendarFeed([sunday, second], SITE, 'Grace Zone Events');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Grace Zone Events');
    const events = parseEvents(text).map(({ event }) => event);
    expect(events.map((event) => event.uid)).toEqual([
      '65f0c0ffee0000000000abcd@church.example.org',
      'second@church.example.org',
    ]);
    const again = parseEvents(eventsCalendarFeed([sunday, second], SITE, 'Grace Zone Events'));
    expect(again.map(({ event }) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it('is a valid, empty calendar when there are no events', () => {
    const text = eventsCalendarFeed([], SITE, 'Grace Zone Events');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('line length', () => {
  const description =
    'Bring a friend’s Bible — we’ll read the Psalms together. 欢迎大家来参加我们的主日崇拜，一同敬拜赞美神。愿主赐福给你和你的家人。 🙏🙏🙏';
  const event = {
    ...sunday,
    title: 'Children’s Christmas Carol Service — 圣诞节颂歌崇拜和儿童诗班演出',
    description,
    location: 'St Mary’s Hall, 上海市黄浦区人民大道一百号',
  };

  /** Every content line within 75 octets, and every folded piece whole UTF-8. */
  function expectFoldedByOctets(text: string) {
    const lines = text.split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      // A split UTF-8 sequence or surrogate pair would not survive the trip through bytes.
      expect(Buffer.from(line, 'utf8').toString('utf8'), line).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  }

  it('folds an event download at 75 octets and keeps its text whole', () => {
    const text = eventCalendarFile(event, SITE);
    expectFoldedByOctets(text);
    const [parsed] = parseEvents(text);
    expect(parsed!.event.summary).toBe(event.title);
    expect(parsed!.event.description).toBe(description);
    expect(parsed!.event.location).toBe(event.location);
  });

  it('folds the feed at 75 octets, its calendar name too', () => {
    const name = 'Grace Zone’s Events — 恩典教会的所有活动和聚会日程安排表';
    const feeds = [
      eventsCalendarFeed([event, sunday], SITE, name),
      eventsCalendarFeed([], SITE, name),
    ];
    for (const text of feeds) {
      expectFoldedByOctets(text);
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
    }
    const [parsed] = parseEvents(feeds[0]!);
    expect(parsed!.event.description).toBe(description);
  });
});

describe('calendarFileName', () => {
  it('turns spaces into underscores', () => {
    expect(calendarFileName('Sunday Service')).toBe('Sunday_Service.ics');
    expect(calendarFileName('Youth Night: Q&A / Pizza')).toBe('Youth_Night_Q&A__Pizza.ics');
    expect(calendarFileName('   ')).toBe('event.ics');
  });
});
