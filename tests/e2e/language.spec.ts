import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { readStorage, writeStorage } from './support.js';

// Dark, as most visitors see it; the theme tests cover the device preference.
test.use({ colorScheme: 'dark' });

const mainNav = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });

test.describe('language', () => {
  test('the saved preferredLanguage is restored on load', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'HOME' })).toBeVisible();

    await writeStorage(page, 'preferredLanguage', 'fr');
    await page.reload();

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'ACCUEIL' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'EN DIRECT' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'MINISTÈRES' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'CONTACTEZ-NOUS' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // The footer's menu uses the same labels.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'DONNER' })).toBeVisible();
  });

  test('labels without a translation fall back to English', async ({ page }) => {
    await page.goto('/');
    await writeStorage(page, 'preferredLanguage', 'fr');
    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: 'ACCUEIL' })).toBeVisible();
    // Header controls have English texts only: French falls back to them.
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('Spanish and Chinese nav labels', async ({ page }) => {
    await page.goto('/');
    await writeStorage(page, 'preferredLanguage', 'es');
    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: 'INICIO' })).toBeVisible();

    await writeStorage(page, 'preferredLanguage', 'zh');
    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: '首页' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('an unknown saved language means English', async ({ page }) => {
    await page.goto('/');
    await writeStorage(page, 'preferredLanguage', 'xx');
    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: 'HOME' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language menu offers only English, and choosing it is saved', async ({ page }) => {
    await page.goto('/');
    await writeStorage(page, 'preferredLanguage', 'fr');
    await page.reload();

    await page.getByRole('button', { name: 'Language' }).click();
    const options = page.getByRole('menuitemradio');
    await expect(options).toHaveCount(1);
    await expect(options).toHaveText(/English/);
    await options.click();

    await expect(mainNav(page).getByRole('link', { name: 'HOME' })).toBeVisible();
    expect(await readStorage(page, 'preferredLanguage')).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
