import { expect, test } from './fixtures.js';
import { COPYRIGHT_YEAR } from '#shared/constants.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { API } from '#shared/api-paths.js';
import { publicSettingsResponseSchema } from '#shared/schemas/settings.js';
import { answerTo, publicSettings, scrollTo } from './support.js';

test.describe('site navigation', () => {
  test('the home page greets with the church name and its calls to action', async ({
    page,
    request,
  }) => {
    const settings = await publicSettings(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: settings.siteName })).toBeVisible();
    await expect(page).toHaveTitle(settings.siteName);
    const hero = page.getByRole('region', { name: settings.siteName });
    await expect(hero.getByRole('link', { name: 'Watch Live' })).toHaveAttribute(
      'href',
      '/LiveStream',
    );
    await expect(hero.getByRole('link', { name: 'Upcoming Events' })).toHaveAttribute(
      'href',
      '/events',
    );
    await hero.getByRole('link', { name: 'Upcoming Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  });

  test('MINISTRIES opens a dropdown whose items lead to the ministry pages', async ({
    page,
    request,
  }) => {
    const { siteName } = await publicSettings(request);
    const pages = [
      { item: 'FOUNDATION SCHOOL', route: SITE_ROUTES.foundationSchool },
      { item: 'CHILDREN MINISTRY', route: SITE_ROUTES.children },
      { item: 'TEENS MINISTRY', route: SITE_ROUTES.teens },
    ];
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'MINISTRIES' });
    for (const { item, route } of pages) {
      await trigger.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page).toHaveTitle(`${route.title} | ${siteName}`);
      await expect(page.getByRole('menu')).toBeHidden();
    }
  });

  test('MINISTRIES opens from the keyboard, also before its menu has loaded', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'MINISTRIES' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'FOUNDATION SCHOOL' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('header links reach every public page, each with its own title', async ({
    page,
    request,
  }) => {
    const { siteName } = await publicSettings(request);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    const links = [
      { name: 'WATCH LIVE', route: SITE_ROUTES.liveStream },
      { name: 'PROGRAMS', route: SITE_ROUTES.programs },
      { name: 'SERMONS', route: SITE_ROUTES.sermons },
      { name: 'TESTIFY', route: SITE_ROUTES.testify },
      { name: 'GIVE', route: SITE_ROUTES.give },
      { name: 'CONTACT US', route: SITE_ROUTES.contact },
    ];
    // A visitor who has chosen already: the livestream page's first-visit dialog stays closed.
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'livestreamUserData',
        JSON.stringify({ name: 'Grace', email: 'grace@example.com', isGuest: true }),
      );
    });
    await page.goto('/');
    for (const { name, route } of links) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page).toHaveTitle(`${route.title} | ${siteName}`);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await nav.getByRole('link', { name: 'HOME' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(siteName);
  });

  test('each route change starts at the top of the page', async ({ page }) => {
    await page.goto('/');
    await scrollTo(page, 'bottom');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.getByRole('contentinfo').getByRole('link', { name: 'PROGRAMS' }).click();
    await expect(page).toHaveURL('/Programs');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header turns solid after 50px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('box-shadow', 'none');
    const transparent = await header.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(transparent).toBe('rgba(0, 0, 0, 0)');

    // Past 50px it turns solid; back at 40px it is clear again, so 40px is below the line.
    await scrollTo(page, 120);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await scrollTo(page, 40);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await scrollTo(page, 120);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe(transparent);

    const box = await header.boundingBox();
    expect(box?.height).toBe(80);
  });

  test('the footer shows the church from the settings', async ({ page }) => {
    // The Settings test changes the phone for a while: the footer is checked against the answer
    // the page got.
    const answer = answerTo(page, API.publicSettings);
    await page.goto('/');
    const { settings } = publicSettingsResponseSchema.parse(await answer);
    const footer = page.getByRole('contentinfo');

    await expect(
      footer.getByText(`© ${COPYRIGHT_YEAR} ${settings.church.zoneName}. All rights reserved.`),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: settings.contactPhone })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(footer.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );

    const relevant = footer.getByRole('navigation', { name: 'Relevant Links' }).getByRole('link');
    await expect(relevant).toHaveCount(settings.church.relevantLinks.length);
    for (const link of settings.church.relevantLinks) {
      const anchor = footer.getByRole('link', { name: link.label });
      await expect(anchor).toHaveAttribute('href', link.url);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // A link for each social page the church set (none by default), nothing for the others.
    const { facebook, youtube, instagram, x } = settings.church.socialLinks;
    for (const [name, url] of [
      ['Facebook', facebook],
      ['YouTube', youtube],
      ['Instagram', instagram],
      ['X', x],
    ] as const) {
      const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
      if (url) await expect(link).toHaveAttribute('href', url);
      else await expect(link).toHaveCount(0);
    }

    // MINISTRIES in the footer's Main Menu opens its sub-list.
    const ministries = footer.getByRole('button', { name: 'MINISTRIES' });
    await expect(ministries).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'TEENS MINISTRY' })).toBeHidden();
    await ministries.click();
    await expect(ministries).toHaveAttribute('aria-expanded', 'true');
    await footer.getByRole('link', { name: 'TEENS MINISTRY' }).click();
    await expect(page).toHaveURL('/teens');
  });

  test('an unknown address shows a friendly page not found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a page address in another letter case finds the page', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveURL('/Contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
