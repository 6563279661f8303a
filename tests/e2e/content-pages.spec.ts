import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { siteContentResponseSchema } from '#shared/schemas/site-content.js';
import { activeStreamsResponseSchema } from '#shared/schemas/streams.js';
import { upcomingEventsResponseSchema } from '#shared/schemas/events.js';
import {
  answerTo,
  hydrated,
  publicSettings,
  renderInBrowser,
  siteContent,
  withoutLiveUpdates,
  withoutServices,
} from './support.js';

test.describe('the public content pages', () => {
  test('home shows the welcome, a live banner, service times, events, ministries and where to find us', async ({
    page,
    request,
    createStream,
    createEvent,
  }) => {
    const live = await createStream({ isLive: true });
    // Soon, so it is among the three the home page shows (other tests' events are weeks away).
    const event = await createEvent({ startsInHours: 1 });
    // The banner shows the first live stream of all, and another test may have one live meanwhile:
    // the banner is under test, not who else is live, so the page gets the server's real answer
    // keeping only this test's stream.
    await renderInBrowser(page);
    await withoutServices(page);
    await page.route(`**${API.activeStreams}`, async (route) => {
      const response = await route.fetch();
      const { streams } = activeStreamsResponseSchema.parse(await response.json());
      await route.fulfill({
        status: response.status(),
        json: { streams: streams.filter((stream) => stream._id === live._id) },
      });
    });
    const [content, settings] = await Promise.all([siteContent(request), publicSettings(request)]);
    await page.goto('/');
    await expect(page.getByText(content.home.welcomeLine)).toBeVisible();

    const banner = page.getByRole('region', { name: live.title });
    await expect(banner.getByText('Live now')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Watch Live' })).toHaveAttribute(
      'href',
      SITE_ROUTES.liveStream.path,
    );

    const times = page.getByRole('region', { name: 'Service times' });
    for (const service of content.serviceTimes) {
      await expect(times.getByText(service.name, { exact: true })).toBeVisible();
    }
    const events = page.getByRole('region', { name: 'Upcoming events' });
    await expect(events.getByRole('article', { name: event.title })).toBeVisible();
    const ministries = page.getByRole('region', { name: 'A place for every age' });
    await expect(ministries.getByText(content.ministries.teens.tagline)).toBeVisible();
    await ministries
      .getByRole('link', { name: `Learn more about ${SITE_ROUTES.teens.title}` })
      .click();
    await expect(page).toHaveURL(SITE_ROUTES.teens.path);
    await page.goBack();
    const visit = page.getByRole('region', { name: 'Come and worship with us' });
    await expect(visit.getByText(settings.church.address, { exact: false })).toBeVisible();
    await expect(visit.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      content.visit.directionsUrl,
    );
  });

  test('with no live stream, home counts down to the next service', async ({ page }) => {
    await renderInBrowser(page);
    await withoutLiveUpdates(page);
    await page.route('**/api/streams/active', (route) =>
      route.fulfill({
        json: {
          streams: [
            {
              _id: 'a'.repeat(24),
              title: 'Thanksgiving Service',
              streamType: 'youtube',
              embedUrl: '',
              streamUrl: '',
              description: '',
              likeCount: 0,
              isLive: false,
              scheduledDate: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
              reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
              chat: { slowModeSeconds: 0, pinnedMessage: null, who: 'everyone' },
            },
          ],
        },
      }),
    );
    await renderInBrowser(page);
    await withoutServices(page);
    await page.route('**/api/events/upcoming', (route) => route.fulfill({ json: { events: [] } }));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Thanksgiving Service' });
    await expect(banner.getByText('Next service')).toBeVisible();
    const countdown = banner.getByRole('list', { name: 'Time until the service starts' });
    await expect(countdown.getByRole('listitem').first()).toContainText('02');
    await expect(countdown.getByRole('listitem').first()).toContainText('days');
  });

  for (const id of ['foundationSchool', 'children', 'teens'] as const) {
    test(`${SITE_ROUTES[id].title} says what it is, who leads it, when it meets, and its events`, async ({
      page,
      request,
      createEvent,
    }) => {
      const content = await siteContent(request);
      const ministry = content.ministries[id];
      const category = id === 'foundationSchool' ? 'main' : id;
      const other = category === 'teens' ? 'children' : 'teens';
      const mine = await createEvent({ category });
      const elsewhere = await createEvent({ category: other });
      const answer = answerTo(page, API.upcomingEvents);
      await page.goto(SITE_ROUTES[id].path);
      await expect(
        page.getByRole('heading', { level: 1, name: SITE_ROUTES[id].title }),
      ).toBeVisible();
      await expect(page.getByText(ministry.description)).toBeVisible();
      await expect(page.getByText(ministry.leader, { exact: true })).toBeVisible();
      await expect(page.getByText(ministry.meets)).toBeVisible();
      const events = page.getByRole('region', { name: 'Upcoming events' });
      await expect(events.getByRole('heading', { name: mine.title })).toBeVisible();
      await expect(events.getByRole('heading', { name: elsewhere.title })).toHaveCount(0);
      // Every card is one of this ministry's events in the answer the page got.
      const { events: upcoming } = upcomingEventsResponseSchema.parse(await answer);
      await expect(events.getByRole('article')).toHaveCount(
        upcoming.filter((event) => event.category === category).length,
      );
      await expect(page).toHaveTitle(new RegExp(`^${SITE_ROUTES[id].title} \\|`));
    });
  }

  test('a ministry page without upcoming events says so', async ({ page }) => {
    // The empty state is under test, not the data: other tests' events stay meanwhile.
    await renderInBrowser(page);
    await page.route(`**${API.upcomingEvents}`, (route) => route.fulfill({ json: { events: [] } }));
    await page.goto(SITE_ROUTES.children.path);
    const events = page.getByRole('region', { name: 'Upcoming events' });
    await expect(events.getByText('No upcoming events yet')).toBeVisible();
    await expect(events.getByRole('article')).toHaveCount(0);
  });

  test('Foundation School takes a sign-up for the next class', async ({ page }) => {
    await page.goto(SITE_ROUTES.foundationSchool.path);
    await hydrated(page);
    const form = page.getByRole('region', { name: 'Join the next class' });
    await form.getByRole('button', { name: 'Sign me up' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Phone is required')).toBeVisible();

    await form.getByLabel('Name').fill('Tolu Bakare');
    await form.getByLabel('Email').fill('tolu.e2e@example.com');
    await form.getByLabel('Phone').fill('+234 802 000 1111');
    await form.getByLabel(/Anything we should know/).fill('Saturdays suit me.');
    const response = page.waitForResponse('**/api/user/foundation-school');
    await form.getByRole('button', { name: 'Sign me up' }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    const { contact } = (await answer.json()) as { contact: { subject: string; email: string } };
    expect(contact).toMatchObject({ subject: 'Foundation School', email: 'tolu.e2e@example.com' });
    await expect(form.getByText('You are signed up!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('Programs lists the weekly and monthly programmes with day, time and place', async ({
    page,
  }) => {
    // Site Content tests add a programme for a while: the page is checked against its own answer.
    const answer = answerTo(page, API.siteContent);
    await page.goto(SITE_ROUTES.programs.path);
    const { programmes } = siteContentResponseSchema.parse(await answer).content;
    for (const [frequency, heading] of [
      ['weekly', 'Every week'],
      ['monthly', 'Every month'],
    ] as const) {
      const group = page.getByRole('region', { name: heading });
      const expected = programmes.filter((programme) => programme.frequency === frequency);
      await expect(group.getByRole('listitem')).toHaveCount(expected.length);
      const first = expected[0];
      if (!first) continue;
      const card = group.getByRole('listitem').filter({ hasText: first.title });
      await expect(card).toContainText(first.day);
      await expect(card).toContainText(first.time);
      await expect(card).toContainText(first.place);
    }
  });

  test('Give shows the bank details with a copy button, online links, a scripture and thanks', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { giving } = await siteContent(request);
    const account = giving.bankAccounts[0];
    expect(account).toBeDefined();
    await page.goto(SITE_ROUTES.give.path);
    await expect(page.getByText(giving.scripture)).toBeVisible();
    await expect(page.getByText(giving.scriptureReference)).toBeVisible();
    await expect(page.getByText(account?.accountNumber ?? '')).toBeVisible();
    await page
      .getByRole('button', { name: `Copy the ${account?.bankName ?? ''} account number` })
      .click();
    await expect(page.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account?.accountNumber);
    for (const link of giving.onlineLinks) {
      await expect(page.getByRole('link', { name: link.label })).toHaveAttribute('href', link.url);
    }
    await expect(page.getByText(giving.thanks)).toBeVisible();
  });
});
