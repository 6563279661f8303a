import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '../../shared/api-paths.js';
import {
  publicSettingsResponseSchema,
  type PublicSettings,
} from '../../shared/schemas/settings.js';
import { siteContentResponseSchema, type SiteContent } from '../../shared/schemas/site-content.js';

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

/** The site content the server answers (welcome, service times, ministries, programmes, giving). */
export async function siteContent(request: APIRequestContext): Promise<SiteContent> {
  const response = await request.get(API.siteContent);
  expect(response.ok()).toBe(true);
  return siteContentResponseSchema.parse(await response.json()).content;
}

/** Signs in through the API and answers the bearer header for admin calls made by a test. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const settings = await publicSettings(request);
  const response = await request.post(API.adminLogin, { data: settings.demoCredentials });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
