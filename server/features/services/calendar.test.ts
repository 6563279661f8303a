import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import {
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
} from '#server/platform/testing/build-test-app.js';

const SITE = 'https://church.example';

/** The first `count` starts a calendar app would show for the file's repeating event, in UTC. */
function expandedStarts(text: string, count: number) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  const main = new ICAL.Event(vevents.find((vevent) => !vevent.hasProperty('recurrence-id')));
  for (const vevent of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
    main.relateException(new ICAL.Event(vevent));
  }
  const iterator = main.iterator();
  const starts: { start: string; title: string }[] = [];
  for (let next = iterator.next(); next && starts.length < count; next = iterator.next()) {
    const details = main.getOccurrenceDetails(next);
    starts.push({
      start: details.startDate.toJSDate().toISOString(),
      title: details.item.summary,
    });
  }
  return starts;
}

describe('services in calendars', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-20T12:00:00Z') });
    t = await buildAppForOneTest({ PUBLIC_SITE_URL: SITE });
    auth = await adminAuthHeader(t);
    await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { church: { timeZone: 'America/New_York' } },
      headers: auth,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a weekly service as one repeating event in the church’s zone, with its changed occurrences', async () => {
    const { body } = await t.request<ApiAnswer<'/api/admin/service', 'post'>>(
      '/api/admin/service',
      {
        method: 'POST',
        json: {
          title: 'Sunday Service, with communion',
          startsAt: '2026-10-25T12:00:00.000Z',
          repeat: 'weekly',
          weekdays: [0],
          durationMinutes: 90,
          mode: 'live',
          streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
        headers: auth,
      },
    );
    const id = body.service._id;
    const change = (startsAt: string, json: unknown) =>
      t.request(`/api/admin/service/${id}/occurrence/${startsAt}`, {
        method: 'PUT',
        json,
        headers: auth,
      });
    await change('2026-11-08T13:00:00.000Z', { cancelled: true });
    await change('2026-11-15T13:00:00.000Z', { title: 'Thanksgiving Service' });

    const file = await t.request<string>(`/api/services/${id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('Sunday_Service,_with_communion.ics');
    expect(file.text).toContain('DTSTART;TZID=America/New_York:20261025T080000');
    expect(file.text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    // 8:00 AM each Sunday, before and after the clocks go back on 1 November.
    expect(expandedStarts(file.text, 4)).toEqual([
      { start: '2026-10-25T12:00:00.000Z', title: 'Sunday Service, with communion' },
      { start: '2026-11-01T13:00:00.000Z', title: 'Sunday Service, with communion' },
      { start: '2026-11-15T13:00:00.000Z', title: 'Thanksgiving Service' },
      { start: '2026-11-22T13:00:00.000Z', title: 'Sunday Service, with communion' },
    ]);

    const feed = await t.request<string>('/api/events.ics');
    expect(feed.text).toContain(`UID:service-${id}@church.example`);
    expect(expandedStarts(feed.text, 2).map((s) => s.start)).toEqual([
      '2026-10-25T12:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
    ]);
    expect((await t.request(`/api/services/unknown/calendar.ics`)).status).toBe(404);
  });
});
