import { expect, test } from './fixtures.js';

// Dark, as most visitors see it; the theme tests cover the device preference.
test.use({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });

test.describe('on a 375px phone', () => {
  test('the menu button opens a panel with every link, and navigating closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    await banner.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (const name of [
      'HOME',
      'WATCH LIVE',
      'FOUNDATION SCHOOL',
      'CHILDREN MINISTRY',
      'TEENS MINISTRY',
      'PROGRAMS',
      'SERMONS',
      'TESTIFY',
      'GIVE',
      'CONTACT US',
    ]) {
      await expect(panel.getByRole('link', { name })).toBeVisible();
    }
    await expect(panel.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await panel.getByRole('link', { name: 'CHILDREN MINISTRY' }).click();
    await expect(page).toHaveURL('/children');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Children Ministry' })).toBeVisible();
  });

  test('Escape closes the menu and focus stays inside it while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the theme toggle in the menu works', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const path of ['/', '/LiveStream', '/Contact', '/events', '/admin/login', '/nowhere']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      // A visitor who has chosen already: the livestream page's first-visit dialog stays closed.
      await page.addInitScript(() => {
        window.localStorage.setItem(
          'livestreamUserData',
          JSON.stringify({ name: 'Grace', email: 'grace@example.com', isGuest: true }),
        );
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
