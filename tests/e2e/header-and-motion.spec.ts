import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';
import { renderInBrowser } from './support.js';

// The longest name the settings accept (100 characters), in words and as one unbroken word.
const LONG_NAMES = [
  'The Redeemed Evangelical Church of the Living Waters and Holy Trinity, Ibadan Central Parish',
  `Hallelujah${'Tabernacle'.repeat(9)}`,
];

/**
 * Every public settings answer carries `siteName`, as if the church had saved it (the page is
 * rendered in the browser, so it asks for the settings instead of reading the server's copy).
 */
async function nameTheChurch(page: Page, siteName: string) {
  await renderInBrowser(page);
  await page.route(`**${API.publicSettings}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { settings: Record<string, unknown> };
    await route.fulfill({ response, json: { settings: { ...body.settings, siteName } } });
  });
}

/** How far the page reaches past the right edge of the window (0 or less: it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });

  for (const siteName of LONG_NAMES) {
    test(`a long church name fits the header (${siteName.length} characters${siteName.includes(' ') ? '' : ', one word'})`, async ({
      page,
    }) => {
      await nameTheChurch(page, siteName);
      await page.goto('/');
      const header = page.getByRole('banner');
      const name = header.locator('.site-brand__name');
      await expect(name).toHaveText(siteName);
      const menu = header.getByRole('button', { name: 'Open menu' });
      await expect(menu).toBeVisible();

      const nameBox = (await name.boundingBox())!;
      const menuBox = (await menu.boundingBox())!;
      const headerBox = (await header.boundingBox())!;
      // Cut short with an ellipsis, beside the menu button, inside the 80px bar.
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(menuBox.x);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
      expect(headerBox.height).toBe(80);
      expect(nameBox.y).toBeGreaterThanOrEqual(headerBox.y);
      expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      expect(await name.evaluate((element) => getComputedStyle(element).textOverflow)).toBe(
        'ellipsis',
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('a long church name fits the admin header and menu', async ({ page, signInAsAdmin }) => {
    const siteName = LONG_NAMES[1]!;
    await nameTheChurch(page, siteName);
    await signInAsAdmin(page, '/admin');
    const header = page.locator('.admin-header');
    await expect(header.getByRole('button', { name: 'Open admin menu' })).toBeVisible();
    for (const child of await header.locator(':scope > *').all()) {
      if (!(await child.isVisible())) continue;
      const box = (await child.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await header.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog');
    const site = drawer.getByText(siteName);
    await expect(site).toBeVisible();
    const siteBox = (await site.boundingBox())!;
    const drawerBox = (await drawer.boundingBox())!;
    expect(siteBox.x + siteBox.width).toBeLessThanOrEqual(drawerBox.x + drawerBox.width);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('the header blur is built for every engine: standard and -webkit- forms', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(sheets.length).toBeGreaterThan(0);
  const css = (
    await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))
  ).join('\n');
  const scrolledRule = /\.site-header\[data-scrolled=["']?true["']?\]\{[^}]*\}/.exec(css)?.[0];
  expect(scrolledRule).toBeDefined();
  expect(scrolledRule).toMatch(/[{;]backdrop-filter:blur\(14px\)/);
  expect(scrolledRule).toMatch(/-webkit-backdrop-filter:blur\(14px\)/);

  await page.mouse.wheel(0, 400);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element).backdropFilter))
    .toContain('blur(14px)');
});

/** Properties each running animation changes, from its keyframes. */
const animatedProperties = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      const properties = new Set<string>();
      for (const frame of effect.getKeyframes())
        for (const key of Object.keys(frame))
          if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key))
            properties.add(key);
      return {
        name: (animation as CSSAnimation).animationName,
        properties: [...properties],
        endless: effect.getComputedTiming().iterations === Infinity,
      };
    }),
  );

/** Every @keyframes rule of the page's style sheets, with the properties its frames set. */
const keyframeProperties = (page: Page) =>
  page.evaluate(() => {
    const found: Record<string, string[]> = {};
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSKeyframesRule) {
          const properties = new Set<string>();
          for (const frame of Array.from(rule.cssRules) as CSSKeyframeRule[])
            for (let i = 0; i < frame.style.length; i += 1) properties.add(frame.style[i]!);
          found[rule.name] = [...properties];
        } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return found;
  });

test.describe('the home page decorations', () => {
  test('animate transform and opacity only, so the compositor runs them', async ({
    page,
    createStream,
  }) => {
    await createStream({ isLive: true });
    await page.goto('/');
    await expect(page.locator('.live-banner__pulse')).toBeVisible();
    await expect(page.locator('.lampstand-art__flame').first()).toBeAttached();

    const keyframes = await keyframeProperties(page);
    expect(Object.keys(keyframes)).toEqual(
      expect.arrayContaining(['shimmer', 'live-pulse', 'flicker']),
    );
    for (const [name, properties] of Object.entries(keyframes))
      for (const property of properties)
        expect(['transform', 'opacity', 'animation-timing-function'], name).toContain(property);

    const running = await animatedProperties(page);
    expect(running.map((animation) => animation.name)).toEqual(
      expect.arrayContaining(['live-pulse', 'flicker']),
    );
    for (const animation of running)
      for (const property of animation.properties)
        expect(['transform', 'opacity'], animation.name).toContain(property);
  });

  test('stay still for visitors who ask for reduced motion', async ({ page, createStream }) => {
    await createStream({ isLive: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.live-banner__pulse')).toBeVisible();
    await expect(page.locator('.lampstand-art__flame').first()).toBeAttached();
    // A loading spinner keeps turning (slowly): it tells that something is happening.
    const decorations = (await animatedProperties(page)).filter(
      (animation) => animation.endless && animation.name !== 'spin',
    );
    expect(decorations).toEqual([]);
  });
});
