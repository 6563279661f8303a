import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import {
  SERVICE_MESSAGES,
  adminServiceResponseSchema,
  upcomingServicesResponseSchema,
} from '#shared/schemas/services.js';
import { publicSettings, uniqueName } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const GUEST = { name: 'Ruth Okafor', email: 'ruth@example.org', isGuest: true };
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const MINUTE = 60_000;

interface ServiceOptions {
  startsAt: Date;
  durationMinutes: number;
  chatClosesMinutesAfter?: number;
  simulated?: boolean;
}

/** A one-off service through the admin API, and its room once the server has opened it. */
async function serviceRoom(
  adminApi: APIRequestContext,
  request: APIRequestContext,
  cleanup: (task: () => Promise<unknown>) => void,
  options: ServiceOptions,
) {
  const title = uniqueName('Service');
  const created = await adminApi.post(API.adminServiceCreate, {
    data: {
      title,
      startsAt: options.startsAt.toISOString(),
      repeat: 'none',
      durationMinutes: options.durationMinutes,
      chatClosesMinutesAfter: options.chatClosesMinutesAfter ?? 30,
      ...(options.simulated
        ? { mode: 'simulated', videoUrl: VIDEO, videoDurationSeconds: 3600 }
        : { mode: 'live', streamUrl: VIDEO }),
    },
  });
  expect(created.status()).toBe(201);
  const { service } = adminServiceResponseSchema.parse(await created.json());
  // Deleted after the test: its room leaves the live page, so no later spec sees it.
  cleanup(() => adminApi.delete(apiPath(API.adminService, { id: service._id })));
  // The server opens a room when a page asks for the schedule and the chat window is open.
  let streamId: string | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`${API.upcomingServices}?days=1`);
      const { services } = upcomingServicesResponseSchema.parse(await answer.json());
      streamId = services.find((service) => service.title === title)?.streamId ?? null;
      return streamId;
    })
    .not.toBeNull();
  return { _id: streamId as unknown as string, title };
}

async function asGuest(page: Page) {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.livestreamUser, JSON.stringify(GUEST)] as const,
  );
}

/** "Starts today 8:00 AM" (tomorrow, or the weekday, when the church's day is another). */
function startsText(start: Date, timeZone: string): string {
  const day = (at: Date) => at.toLocaleDateString('en-US', { timeZone });
  const time = start.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  if (day(start) === day(new Date())) return `Starts today ${time}`;
  if (day(start) === day(new Date(Date.now() + 86_400_000))) return `Starts tomorrow ${time}`;
  const weekday = start.toLocaleDateString('en-US', { timeZone, weekday: 'long' });
  return `Starts ${weekday} ${time}`;
}

/** The seconds the countdown shows, from its days, hours, minutes and seconds. */
async function countdownSeconds(scope: ReturnType<Page['locator']>): Promise<number> {
  const values = await scope.locator('.starts__value').allInnerTexts();
  expect(values).toHaveLength(4);
  const [days, hours, minutes, seconds] = values.map(Number) as [number, number, number, number];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

test.describe('services on the live page', () => {
  test('a service starting soon counts down with its chat open, on its card and in the stage', async ({
    page,
    adminApi,
    request,
    cleanup,
  }) => {
    const startsAt = new Date(Math.ceil((Date.now() + 20 * MINUTE) / 1000) * 1000);
    const room = await serviceRoom(adminApi, request, cleanup, { startsAt, durationMinutes: 60 });
    const { church } = await publicSettings(request);
    const when = startsText(startsAt, church.timeZone);
    await asGuest(page);

    await page.goto('/LiveStream');
    const card = page
      .getByRole('list', { name: 'Choose a livestream' })
      .getByRole('listitem')
      .filter({ hasText: room.title });
    await expect(card.locator('.starts__when time')).toContainText(when);
    const left = (startsAt.getTime() - Date.now()) / 1000;
    expect(Math.abs((await countdownSeconds(card)) - left)).toBeLessThanOrEqual(3);
    await expect(card).not.toContainText('Watch');

    await card.getByRole('button').click();
    await expect(page.getByRole('heading', { level: 2, name: room.title })).toBeVisible();
    await expect(page.locator('.watch__heading .eyebrow')).toHaveText('Coming up');
    const stage = page.locator('.player--starting');
    await expect(stage.locator('.starts__when time')).toContainText(when);
    // The countdown runs: a second later it shows a second less.
    const first = await countdownSeconds(stage);
    await expect.poll(() => countdownSeconds(stage)).toBeLessThan(first);
    await expect(page.getByRole('button', { name: `Play ${room.title}` })).toHaveCount(0);

    // Chat opens 30 minutes before the start: already open.
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeEnabled();
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    const box = page.getByRole('textbox', { name: 'Your chat message' });
    await expect(box).toBeEnabled();
    await box.fill('Good morning, church');
    await box.press('Enter');
    await expect(page.getByRole('log', { name: 'Live chat' })).toContainText(
      'Good morning, church',
    );
  });

  test('a recorded video plays at the same moment for visitors who join apart', async ({
    browser,
    adminApi,
    request,
    baseURL,
    cleanup,
  }) => {
    const startsAt = new Date(Date.now() - 5 * MINUTE);
    const room = await serviceRoom(adminApi, request, cleanup, {
      startsAt,
      durationMinutes: 60,
      simulated: true,
    });

    /** A visitor of their own chooses the room: where the player starts, and when they chose. */
    const join = async () => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await asGuest(page);
      await page.goto('/LiveStream');
      const card = page
        .getByRole('list', { name: 'Choose a livestream' })
        .getByRole('listitem')
        .filter({ hasText: room.title });
      // Chosen on the page, the player starts at once: the visitor already pressed.
      await card.getByRole('button').click();
      const pressedAt = Date.now();
      await expect(page.locator('.watch__heading .eyebrow')).toHaveText('Now watching');
      const src = new URL(
        (await page.locator('iframe.player__frame').getAttribute('src')) ?? 'about:blank',
      );
      const shownAt = Date.now();
      await context.close();
      expect(src.searchParams.get('controls')).toBe('0');
      expect(src.searchParams.get('autoplay')).toBe('1');
      return { start: Number(src.searchParams.get('start')), pressedAt, shownAt };
    };

    const first = await join();
    const second = await join();
    expect(second.pressedAt).toBeGreaterThan(first.pressedAt);
    // The player starts at the elapsed time of a moment between the press and its showing (a
    // busy machine may take a while in between), within 2 s.
    const since = (at: number) => (at - startsAt.getTime()) / 1000;
    for (const visitor of [first, second]) {
      expect(visitor.start).toBeGreaterThanOrEqual(since(visitor.pressedAt) - 2);
      expect(visitor.start).toBeLessThanOrEqual(since(visitor.shownAt) + 2);
    }
    // The later visitor is further in by the time between them: the same moment.
    const apart = (second.pressedAt - first.pressedAt) / 1000;
    const slack = (first.shownAt - first.pressedAt + (second.shownAt - second.pressedAt)) / 1000;
    expect(Math.abs(second.start - first.start - apart)).toBeLessThanOrEqual(2 + slack);
  });

  test('the chat closes and the service ends at their moment, and a late write is refused', async ({
    page,
    adminApi,
    request,
    cleanup,
  }) => {
    // Started 45 seconds ago for a minute, its chat closing with it: open for 15 seconds more.
    const startsAt = new Date(Date.now() - 45_000);
    const endsAt = startsAt.getTime() + MINUTE;
    const room = await serviceRoom(adminApi, request, cleanup, {
      startsAt,
      durationMinutes: 1,
      chatClosesMinutesAfter: 0,
    });
    await asGuest(page);
    await page.goto(`/LiveStream?stream=${room._id}`);
    const box = page.getByRole('textbox', { name: 'Your comment' });
    await expect(page.getByRole('button', { name: `Play ${room.title}` })).toBeVisible();
    await expect(box).toBeEnabled();

    // The page switches by itself at the end, with no reload.
    await expect(box).toBeDisabled({ timeout: endsAt - Date.now() + 20_000 });
    await expect(page.locator('.composer__closed')).toHaveText(SERVICE_MESSAGES.chatClosed);
    // In the player (the card beside the hero may say it too, when no other stream is live).
    await expect(page.locator('.player__ended-title')).toHaveText('This service has ended');
    await expect(page.getByRole('button', { name: `Play ${room.title}` })).toHaveCount(0);
    await expect(page.locator('.watch__heading .eyebrow')).toHaveText('Ended');

    // A write that raced the boundary gets the server's refusal, in the same words.
    const late = await request.post(API.comment, {
      data: { streamId: room._id, content: 'Too late?', userName: GUEST.name },
    });
    expect(late.status()).toBe(403);
    expect(((await late.json()) as { message: string }).message).toBe(SERVICE_MESSAGES.chatClosed);
  });
});
