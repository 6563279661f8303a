import type { APIRequestContext } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { googleCalendarUrl, outlookCalendarUrl } from '#shared/calendar-links.js';
import { FIRST_SCREEN_DATA_ID } from '#shared/first-screen.js';
import {
  adminServiceResponseSchema,
  upcomingServicesResponseSchema,
  type AdminService,
  type Occurrence,
} from '#shared/schemas/services.js';
import { expect, test } from './fixtures.js';
import { publicSettings, renderInBrowser, uniqueName, withoutLiveUpdates } from './support.js';

const DAY = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const weekday = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(at);
const clock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);

/** What the countdown says of a start within the week: "Starts tomorrow 8:00 AM". */
function startsText(at: Date, timeZone: string): string {
  const date = (instant: number) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone }).format(instant);
  const day =
    date(at.getTime()) === date(Date.now())
      ? 'today'
      : date(at.getTime()) === date(Date.now() + DAY)
        ? 'tomorrow'
        : weekday(at, timeZone);
  return `Starts ${day} ${clock(at, timeZone)}`;
}

/**
 * The first `hourUtc`:00 UTC from tomorrow on that falls on `day` (0 = Sunday) in the church's
 * zone: at least hours ahead, so its chat (and room) does not open while the test runs.
 */
function nextWeekday(day: number, hourUtc: number, timeZone: string): Date {
  for (let ahead = 1; ahead <= 8; ahead += 1) {
    const at = new Date(Date.now() + ahead * DAY);
    at.setUTCHours(hourUtc, 0, 0, 0);
    if (weekday(at, timeZone) === WEEKDAYS[day]) return at;
  }
  throw new Error(`No ${WEEKDAYS[day]} in the coming week`);
}

async function createWeeklyService(
  adminApi: APIRequestContext,
  title: string,
  startsAt: Date,
  weekdays: number[],
): Promise<AdminService> {
  const response = await adminApi.post(API.adminServiceCreate, {
    data: {
      title,
      description: `${title}: worship and the word.`,
      startsAt: startsAt.toISOString(),
      repeat: 'weekly',
      weekdays,
      durationMinutes: 90,
      mode: 'live',
      streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  });
  expect(response.status()).toBe(201);
  return adminServiceResponseSchema.parse(await response.json()).service;
}

async function upcoming(request: APIRequestContext): Promise<Occurrence[]> {
  const response = await request.get(`${API.upcomingServices}?days=14`);
  expect(response.ok()).toBe(true);
  return upcomingServicesResponseSchema.parse(await response.json()).services;
}

test.describe('the services schedule on the public pages', () => {
  // The reader is in the church's zone, so the times carry no "your time" beside them.
  test.use({ timezoneId: 'Africa/Lagos', locale: 'en-US' });

  test('the countdown, Upcoming Live Services and the service times follow the schedule', async ({
    page,
    request,
    adminApi,
    cleanup,
  }) => {
    const zone = (await publicSettings(request)).church.timeZone;
    const sunday = await createWeeklyService(
      adminApi,
      uniqueName('Sunday Celebration'),
      nextWeekday(0, 9, zone),
      [0],
    );
    cleanup(() => adminApi.delete(apiPath(API.adminService, { id: sunday._id })));
    const wednesday = await createWeeklyService(
      adminApi,
      uniqueName('Midweek Service'),
      nextWeekday(3, 17, zone),
      [3],
    );
    cleanup(() => adminApi.delete(apiPath(API.adminService, { id: wednesday._id })));
    const mine = [sunday, wednesday];
    const sooner =
      Date.parse(sunday.startsAt) < Date.parse(wednesday.startsAt) ? sunday : wednesday;

    const occurrences = await upcoming(request);
    const firstOf = (service: AdminService) => {
      const found = occurrences.find((occurrence) => occurrence.serviceId === service._id);
      if (!found) throw new Error(`${service.title} has no occurrence in the coming two weeks`);
      return found;
    };
    // The demo's or other tests' services may come sooner: the countdown names the first of all,
    // which on a schedule of only these two is the sooner of them.
    const next = occurrences.find(({ status }) => status !== 'ended' && status !== 'cancelled');
    if (!next) throw new Error('The schedule has no occurrence to come');
    const theirs = occurrences.filter(
      ({ serviceId }) => !mine.some(({ _id }) => _id === serviceId),
    );
    if (theirs.length === 0) expect(next.serviceId).toBe(sooner._id);

    // The server's page already lists the schedule's service times: no change after it loads.
    const served = await request.get('/');
    expect(served.ok()).toBe(true);
    const [markup] = (await served.text()).split(`id="${FIRST_SCREEN_DATA_ID}"`);
    expect(markup).toContain(`<p class="service-times__name">${sunday.title}</p>`);
    expect(markup).toContain(`<p class="service-times__name">${wednesday.title}</p>`);

    // Home: the countdown names the next occurrence and when it starts, in church time. Another
    // test's live stream would take the banner meanwhile: the page gets no active streams.
    await renderInBrowser(page);
    await withoutLiveUpdates(page);
    await page.route(
      (url) => url.pathname === API.activeStreams,
      (route) => route.fulfill({ json: { streams: [] } }),
    );
    await page.goto('/');
    const startsAt = new Date(next.startsAt);
    const banner = page.getByRole('region', { name: next.title });
    if (next.status === 'live') {
      // Another service of the schedule is on now: the banner says so instead of counting down.
      await expect(banner.getByText('Live now')).toBeVisible();
    } else {
      await expect(banner.getByText('Next service')).toBeVisible();
      await expect(banner.locator('time')).toHaveText(startsText(startsAt, zone));
      await expect(
        banner.getByRole('list', { name: 'Time until the service starts' }).getByRole('listitem'),
      ).toHaveCount(4);
    }

    // Home: the service times are the schedule's, each on its weekday at its time.
    const times = page.getByRole('region', { name: 'Service times' });
    for (const [service, day] of [
      [sunday, 'Sunday'],
      [wednesday, 'Wednesday'],
    ] as const) {
      const entry = times.getByRole('listitem').filter({ hasText: service.title });
      await expect(entry).toHaveCount(1);
      await expect(entry.locator('.service-times__day')).toHaveText(day);
      await expect(entry.locator('.service-times__time')).toHaveText(
        clock(new Date(firstOf(service).startsAt), zone),
      );
    }

    // The live page: each service's next occurrence, its state and its calendar links.
    await page.goto('/LiveStream');
    const list = page.getByRole('region', { name: 'Upcoming Live Services' });
    for (const service of mine) {
      const occurrence = firstOf(service);
      const card = list.getByRole('article', { name: service.title }).first();
      await expect(card).toBeVisible();
      await expect(card.getByText(/^Starts in \d+ (days|h)/)).toBeVisible();
      await expect(card.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
        'href',
        `/api/services/${service._id}/calendar.ics`,
      );
      const calendarEvent = {
        _id: occurrence._id,
        title: occurrence.title,
        description: occurrence.description,
        startDate: occurrence.startsAt,
        endDate: occurrence.endsAt,
        location: '',
        recurrence: occurrence.recurrence,
      };
      const google = card.getByRole('link', {
        name: `Add ${service.title} to Google Calendar (opens in a new tab)`,
      });
      await expect(google).toHaveAttribute('href', googleCalendarUrl(calendarEvent));
      await expect(google).toHaveAttribute(
        'href',
        new RegExp(`recur=RRULE%3AFREQ%3DWEEKLY%3BBYDAY%3D${service === sunday ? 'SU' : 'WE'}`),
      );
      await expect(
        card.getByRole('link', { name: `Add ${service.title} to Outlook (opens in a new tab)` }),
      ).toHaveAttribute('href', outlookCalendarUrl(calendarEvent));
    }
  });
});
