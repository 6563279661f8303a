import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '../../shared/api-paths.js';
import {
  publicSettingsResponseSchema,
  type PublicSettings,
} from '../../shared/schemas/settings.js';

/** The public settings the server answers, so tests compare against real data, not copies. */
export async function publicSettings(request: APIRequestContext): Promise<PublicSettings> {
  const response = await request.get(API.publicSettings);
  expect(response.ok()).toBe(true);
  return publicSettingsResponseSchema.parse(await response.json()).settings;
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export async function writeStorage(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    ([name, content]) => {
      window.localStorage.setItem(name, content);
    },
    [key, value] as const,
  );
}

export async function scrollTo(page: Page, y: number | 'bottom'): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo(0, top === 'bottom' ? document.body.scrollHeight : top);
  }, y);
}

/** Signs in through the form, prefilled in demo mode, and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Username')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
}
