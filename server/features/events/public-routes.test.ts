import { parse as parseContentDisposition } from 'content-disposition';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { upcomingEventsResponseSchema } from '#shared/schemas/events.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';

type UpcomingEvents = ApiAnswer<'/api/events/upcoming'>;

describe('GET /api/events/upcoming', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
  });
  afterAll(() => t.close());

  it('answers events that have not ended, soonest first, and none that have', async () => {
    const nextWeek = await make.event({
      title: 'Next week',
      startDate: minutesFromNow(7 * 24 * 60),
      endDate: minutesFromNow(7 * 24 * 60 + 120),
    });
    const underway = await make.event({
      title: 'Under way',
      startDate: minutesFromNow(-30),
      endDate: minutesFromNow(60),
    });
    const tomorrowNoEnd = await make.event({
      title: 'Tomorrow, no end',
      startDate: minutesFromNow(24 * 60),
      endDate: null,
    });
    await make.event({
      title: 'Ended',
      startDate: minutesFromNow(-180),
      endDate: minutesFromNow(-60),
    });
    await make.event({ title: 'Started, no end', startDate: minutesFromNow(-5), endDate: null });

    const response = await t.request('/api/events/upcoming');
    expect(response.status).toBe(200);
    const { events } = upcomingEventsResponseSchema.parse(response.body);
    expect(events.map((e) => e.title)).toEqual(['Under way', 'Tomorrow, no end', 'Next week']);
    expect(events.map((e) => e._id)).toEqual([underway.id, tomorrowNoEnd.id, nextWeek.id]);
  });

  it("answers each event in the spec's shape, with video duration and category defaults", async () => {
    const event = await make.event({
      title: 'Teens Worship Night',
      description: 'Worship and pizza',
      startDate: '2099-05-01T17:00:00.000Z',
      endDate: '2099-05-01T20:00:00.000Z',
      location: 'Youth Centre',
      imageUrl: 'https://img.example.org/teens.jpg',
      category: 'teens',
    });
    const { body } = await t.request<UpcomingEvents>('/api/events/upcoming');
    expect(body.events.find((e) => e._id === event.id)).toEqual({
      _id: event.id,
      title: 'Teens Worship Night',
      description: 'Worship and pizza',
      startDate: '2099-05-01T17:00:00.000Z',
      endDate: '2099-05-01T20:00:00.000Z',
      location: 'Youth Centre',
      imageUrl: 'https://img.example.org/teens.jpg',
      videoUrl: '',
      videoDuration: 0,
      category: 'teens',
    });
    const plain = await make.event({ startDate: '2099-06-01T08:00:00.000Z' });
    const again = await t.request<UpcomingEvents>('/api/events/upcoming');
    expect(again.body.events.find((e) => e._id === plain.id)?.category).toBe('main');
  });
});

describe('GET /api/events.ics', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_SITE_URL: 'https://church.example.org' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  it('is a subscribable calendar of upcoming events with stable UIDs and UTC times', async () => {
    const service = await make.event({
      title: 'Sunday Service',
      startDate: '2099-01-04T08:00:00.000Z',
      endDate: '2099-01-04T10:00:00.000Z',
    });
    await make.event({
      title: 'Ended',
      startDate: minutesFromNow(-180),
      endDate: minutesFromNow(-60),
    });

    const response = await t.request('/api/events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((event) => event.summary)).toEqual(['Sunday Service']);
    const [event] = events;
    expect(event?.uid).toBe(`${service.id}@church.example.org`);
    expect(event?.startDate.toJSDate().toISOString()).toBe('2099-01-04T08:00:00.000Z');
    expect(event?.startDate.zone?.tzid).toBe('UTC');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/ Events$/);

    const again = await t.request('/api/events.ics');
    const uids = new ICAL.Component(ICAL.parse(again.text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v).uid);
    expect(uids).toEqual([event?.uid]);
  });
});

describe('GET /api/events/:id/calendar.ics', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_SITE_URL: 'https://church.example.org' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  it('is the event as a calendar file named from its title, in UTC, with its feed UID', async () => {
    const event = await make.event({
      title: 'Sunday Service',
      description: 'Worship and the word',
      location: 'Main Hall',
      startDate: '2099-01-04T08:00:00.000Z',
      endDate: '2099-01-04T10:00:00.000Z',
    });

    const response = await t.request(`/api/events/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(parseContentDisposition(response.headers.get('content-disposition') ?? '')).toEqual({
      type: 'attachment',
      parameters: { filename: 'Sunday_Service.ics' },
    });
    const [vevent] = new ICAL.Component(ICAL.parse(response.text)).getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(`${event.id}@church.example.org`);
    expect(parsed.summary).toBe('Sunday Service');
    expect(parsed.location).toBe('Main Hall');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2099-01-04T08:00:00.000Z');
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2099-01-04T10:00:00.000Z');
  });

  it('names a title in another script exactly, beside an ASCII name', async () => {
    const event = await make.event({ title: 'Culte du dimanche à 9 h' });
    const response = await t.request(`/api/events/${event.id}/calendar.ics`);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Culte_du_dimanche_?_9_h.ics"; filename*=UTF-8''Culte_du_dimanche_%C3%A0_9_h.ics`,
    );
  });

  it('answers 404 in the one error shape for an event that does not exist', async () => {
    const response = await t.request('/api/events/no-such-event/calendar.ics');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Event not found' });
  });
});
