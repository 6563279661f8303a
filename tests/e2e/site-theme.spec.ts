import type { Browser } from '@playwright/test';
import { API } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';
import { type PrivateServer, adminCall, startPrivateServer } from './private-server.js';
import { readStorage } from './support.js';

/**
 * Settings > Appearance > Enable Dark Mode: the theme of visitors with no saved choice whose
 * device does not ask for dark. A private server: turning the site dark is site-wide.
 */
test.describe('the site’s default theme', () => {
  // Each test opens a browser per colour scheme: more than the usual time on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let server: PrivateServer;
  test.beforeAll(async () => {
    server = await startPrivateServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  const setDarkMode = (darkMode: boolean) =>
    adminCall(server, API.adminSettings, { method: 'PUT', json: { appearance: { darkMode } } });

  async function themeOn(
    browser: Browser,
    colorScheme: 'light' | 'dark' | 'no-preference',
    saved?: 'light' | 'dark',
  ) {
    const context = await browser.newContext({ baseURL: server.url, colorScheme });
    if (saved) await context.addInitScript((theme) => localStorage.setItem('theme', theme), saved);
    const page = await context.newPage();
    await page.goto('/');
    const theme = await page.locator('html').getAttribute('data-theme');
    await context.close();
    return theme;
  }

  test('off (the default): light unless the device asks for dark', async ({ browser }) => {
    expect(await themeOn(browser, 'no-preference')).toBe('light');
    expect(await themeOn(browser, 'light')).toBe('light');
    expect(await themeOn(browser, 'dark')).toBe('dark');
  });

  test('on: dark for every visitor without a choice; a saved choice still wins', async ({
    browser,
  }) => {
    await setDarkMode(true);
    expect(await themeOn(browser, 'no-preference')).toBe('dark');
    expect(await themeOn(browser, 'light')).toBe('dark');
    expect(await themeOn(browser, 'dark')).toBe('dark');
    expect(await themeOn(browser, 'light', 'light')).toBe('light');
  });

  test('on: the toggle still flips the theme and saves the choice', async ({ browser }) => {
    await setDarkMode(true);
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await readStorage(page, 'theme')).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });
});
