import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { API } from '#shared/api-paths.js';
import { upcomingEventsResponseSchema } from '#shared/schemas/events.js';
import { expect, test } from './fixtures.js';
import { answerTo, renderInBrowser } from './support.js';

test.describe('Upcoming Events page', () => {
  test('shows each upcoming event as a card with its details and calendar links', async ({
    page,
    createEvent,
  }) => {
    const first = await createEvent({ withImage: true, startsInHours: 24 * 20 });
    const second = await createEvent({ startsInHours: 24 * 21, location: 'Prayer Garden' });
    const answer = answerTo(page, API.upcomingEvents);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();

    // A card for each event in the answer the page got, in its order (other tests add their own).
    const { events } = upcomingEventsResponseSchema.parse(await answer);
    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(events.map((event) => event.title));
    await expect(page.getByRole('article', { name: second.title })).toContainText('Prayer Garden');
    const card = page.getByRole('article', { name: first.title });
    await expect(card.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(card.getByText(first.location)).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', first.startDate);
    await expect(card.locator('img')).toHaveAttribute('src', first.imageUrl);

    const google = new URL(
      (await card.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
    );
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe(first.title);
    const outlook = new URL(
      (await card.getByRole('link', { name: /Outlook/ }).getAttribute('href')) ?? '',
    );
    expect(outlook.searchParams.get('startdt')).toBe(first.startDate);

    await expect(page.getByRole('link', { name: 'Subscribe to our calendar' })).toHaveAttribute(
      'href',
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/events\.ics$/,
    );
    await expect(page.getByRole('link', { name: 'Calendar feed (.ics)' })).toHaveAttribute(
      'href',
      API.eventsCalendarFeed,
    );
  });

  test('Add to Calendar downloads a valid calendar file named from the title, in UTC', async ({
    page,
    createEvent,
  }) => {
    // A title with spaces, which the file name turns into underscores.
    const event = await createEvent({ hours: 3 });
    await page.goto('/events');
    const card = page.getByRole('article', { name: event.title });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Add to Calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${event.title.replace(/ /g, '_')}.ics`);

    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(event.title);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.startDate);
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(vevent?.getFirstProperty('dtstart')?.toICALString()).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    if (event.endDate) {
      expect(parsed.endDate.toJSDate().toISOString()).toBe(event.endDate);
    }
  });

  test('the category chips narrow the list', async ({ page, createEvent }) => {
    const teens = await createEvent({ category: 'teens' });
    const main = await createEvent({ category: 'main' });
    const answer = answerTo(page, API.upcomingEvents);
    await page.goto('/events');
    const { events } = upcomingEventsResponseSchema.parse(await answer);
    const byTitle = (title: string) => page.getByRole('article', { name: title });
    await expect(byTitle(main.title)).toBeVisible();
    await page.getByRole('button', { name: 'Teens' }).click();
    await expect(page.getByRole('button', { name: 'Teens' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(byTitle(teens.title)).toBeVisible();
    await expect(byTitle(main.title)).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(
      events.filter((event) => event.category === 'teens').length,
    );
    await page.getByRole('button', { name: 'All events' }).click();
    await expect(byTitle(main.title)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(events.length);
  });

  test('says Loading events... while loading, then shows the events', async ({
    page,
    createEvent,
  }) => {
    const event = await createEvent();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderInBrowser(page);
    await page.route('**/api/events/upcoming', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/events');
    await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toBeVisible();
    release();
    await expect(page.getByRole('article', { name: event.title })).toBeVisible();
    await expect(page.getByText('Loading events...')).toHaveCount(0);
  });

  test('shows Failed to fetch events when the call fails, and can try again', async ({
    page,
    createEvent,
  }) => {
    const event = await createEvent();
    let fail = true;
    await renderInBrowser(page);
    await page.route('**/api/events/upcoming', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } })
        : route.continue(),
    );
    await page.goto('/events');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch events' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article', { name: event.title })).toBeVisible();
  });

  test('shows a friendly empty state when nothing is planned', async ({ page }) => {
    // The empty state is under test, not the data: other tests' events stay meanwhile.
    await renderInBrowser(page);
    await page.route('**/api/events/upcoming', (route) => route.fulfill({ json: { events: [] } }));
    await page.goto('/events');
    await expect(page.getByText('No upcoming events right now')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('the calendar feed is a calendar of the same events', async ({ request, createEvent }) => {
    const mine = [
      await createEvent({ startsInHours: 24 * 40 }),
      await createEvent({ startsInHours: 24 * 41, hours: null }),
    ];
    // Other tests add and remove events: both lists are read until they agree.
    const read = async () => {
      const feed = await request.get(API.eventsCalendarFeed);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      const { events } = upcomingEventsResponseSchema.parse(
        await (await request.get(API.upcomingEvents)).json(),
      );
      const feedEvents = calendar.getAllSubcomponents('vevent').map((vevent) => {
        const parsed = new ICAL.Event(vevent);
        return { title: parsed.summary, start: parsed.startDate.toJSDate().toISOString() };
      });
      return {
        feed: feedEvents,
        api: events.map((event) => ({ title: event.title, start: event.startDate })),
      };
    };
    await expect
      .poll(async () => {
        const { feed, api } = await read();
        return JSON.stringify(feed) === JSON.stringify(api) ? feed : null;
      })
      .toEqual(
        expect.arrayContaining(
          mine.map((event) => ({ title: event.title, start: event.startDate })),
        ),
      );
  });
});
