import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '#shared/constants.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { expect, test } from './fixtures.js';
import { isBlockedWorkerNotice, publicSettings } from './support.js';

// Most visitors come on a phone.
test.use({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });

const PAGES = [SITE_ROUTES.home.path, SITE_ROUTES.liveStream.path, SITE_ROUTES.events.path];

/** Every layout shift not caused by input, from the first paint on (buffered). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Answers of the API and uploads belong to data other tests make and remove while they run in
 * parallel (a stream shown here may be deleted a moment later): a 404 there is the site working,
 * not a hydration fault. Any other failed load (a script, a style, a font) still counts.
 */
function isOtherTestsContent(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
}

/** The console's errors and warnings (hydration mismatches are reported there). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (isBlockedWorkerNotice(message.text())) return;
    const { url } = message.location();
    const failedLoad = message.text().startsWith('Failed to load resource');
    if (failedLoad && url && isOtherTestsContent(url)) return;
    messages.push(failedLoad ? `${message.text()} ${url}` : message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** Hydrated, the fonts in, and two frames painted after: every shift so far is recorded. */
async function settled(page: Page) {
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test.describe('public pages rendered on the server', () => {
  test('the HTML already shows the page: its heading, the church, the events and the live stream', async ({
    browser,
    request,
    createEvent,
    createStream,
  }) => {
    const settings = await publicSettings(request);
    const event = await createEvent({ startsInHours: 24, withImage: true });
    const stream = await createStream({ isLive: true });
    // No JavaScript at all: what the server sent is what shows.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(SITE_ROUTES.events.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
    await expect(page.getByRole('banner').getByText(settings.siteName)).toBeVisible();
    // The first event's picture is fetched at once, first: it is the largest paint.
    const picture = page.locator('.event-card__media img').first();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).not.toHaveAttribute('loading', 'lazy');

    await page.goto(SITE_ROUTES.liveStream.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Watch Live' })).toBeVisible();
    await expect(page.getByText(stream.title).first()).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: settings.siteName })).toBeVisible();
    await context.close();
  });

  for (const path of PAGES) {
    test(`${path} hydrates without errors or warnings and without layout shift`, async ({
      page,
      createEvent,
    }) => {
      await createEvent({ startsInHours: 48, withImage: true });
      const messages = watchConsole(page);
      await watchLayoutShifts(page);

      await page.goto(path);
      await settled(page);

      const shifts = await page.evaluate(
        () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
      );
      const cls = shifts.reduce((sum, value) => sum + value, 0);
      expect(cls, `layout shifts on ${path}: ${shifts.join(', ')}`).toBeLessThan(0.05);
      expect(messages).toEqual([]);
    });
  }

  for (const path of PAGES) {
    test(`${path} hydrates in stages on the server's own elements`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      // A returning visitor: the live page's first-visit dialog would make the rest inert.
      await page.addInitScript(([key, at]) => localStorage.setItem(key, at), [
        STORAGE_KEYS.livestreamAccessClosed,
        new Date().toISOString(),
      ] as const);
      const messages = watchConsole(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('footer.site-footer')).toBeAttached();
      // Each part the server drew, kept by reference before the code runs.
      const count = await page.evaluate(() => {
        const parts = [
          ...document.querySelectorAll('header.site-header, main > *, main section, footer'),
        ];
        Object.defineProperty(window, '__serverParts', { value: parts });
        return parts.length;
      });
      expect(count).toBeGreaterThan(3);

      release();
      await expect(page.locator('#root[data-ready]')).toBeAttached();
      // Hydration adopted them all: none was drawn again.
      const replaced = await page.evaluate(() =>
        (window as unknown as { __serverParts: Element[] }).__serverParts
          .filter((part) => !part.isConnected)
          .map((part) => part.outerHTML.slice(0, 80)),
      );
      expect(replaced).toEqual([]);
      expect(messages).toEqual([]);
      // The parts hydrated last answer too: the footer's links navigate in the page.
      await page.locator('footer').getByRole('link', { name: 'GIVE' }).click();
      await expect(page).toHaveURL(SITE_ROUTES.give.path);
      // In the page, not a new document: what the window held is still there.
      expect(
        await page.evaluate(
          () => (window as unknown as { __serverParts?: Element[] }).__serverParts !== undefined,
        ),
      ).toBe(true);
      await context.close();
    });
  }

  test("a form sent before the page's code runs stays on the page, and works once it runs", async ({
    browser,
  }) => {
    // A context of its own: the page is wanted before it hydrates. Its code is held back.
    const context = await browser.newContext();
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the module scripts, which are held.
    await page.goto(SITE_ROUTES.contact.path, { waitUntil: 'commit' });
    const form = page.locator('form.submission-form');
    await expect(form.getByRole('button', { name: /Send/ })).toBeVisible();
    await form.getByLabel('Name').fill('Early Visitor');
    await form.getByLabel('Message').fill('Sent before the scripts ran');
    await form.getByRole('button', { name: /Send/ }).click();
    // Not sent by the browser: no fields in the address, still the server's page.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('#root[data-ready]')).toHaveCount(0);

    release();
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    await form.getByRole('button', { name: /Send/ }).click();
    await expect(form.getByText('Subject is required')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  test('a page still works once hydrated: navigating, the theme, the menu', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(SITE_ROUTES.events.path);
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'GIVE' }).click();
    await expect(page).toHaveURL(SITE_ROUTES.give.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('a saved light theme and language apply to a server-rendered page', async ({ page }) => {
    const messages = watchConsole(page);
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('preferredLanguage', 'fr');
    });
    await page.goto('/');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'EN DIRECT' })).toBeVisible();
    expect(messages).toEqual([]);
  });
});
