import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '#shared/constants.js';
import { expect as baseExpect, test } from './fixtures.js';
import { isBlockedWorkerNotice, readStorage, uniqueName } from './support.js';

const expect = baseExpect.configure({ timeout: 20_000 });

/** The console's errors and warnings: a hydration mismatch is reported there. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (isBlockedWorkerNotice(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

const header = (page: Page) => page.getByRole('banner');

test.describe('member sign-in in the site header', () => {
  test('a visitor signs in from the header, sees their name, and signs out', async ({
    page,
    createMember,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const { email, password, user } = await createMember({ name: uniqueName('Header') });
    await page.goto('/events');
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Member Sign In' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();

    const account = header(page).getByRole('button', { name: `Account: ${user.name}` });
    await expect(account).toContainText(user.name.split(' ')[0] ?? '');
    await account.click();
    await expect(header(page).getByText(`Signed in as ${user.name}`)).toBeVisible();
    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await readStorage(page, STORAGE_KEYS.livestreamUser)).toBeNull();
  });

  test('“Not you?” signs out and opens sign in, with “Forgot password?” beside it', async ({
    page,
    createMember,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const { user, token } = await createMember({ name: uniqueName('Switch') });
    await page.addInitScript(
      ([key, value]) => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.localStorage.setItem(key, value);
          window.sessionStorage.setItem('seeded', '1');
        }
      },
      [
        STORAGE_KEYS.livestreamUser,
        JSON.stringify({ name: user.name, email: user.email, id: user._id, isGuest: false, token }),
      ] as const,
    );
    const messages = watchConsole(page);
    await page.goto('/');
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    // The server rendered "Sign in"; the stored member shows once hydrated, without a mismatch.
    const account = header(page).getByRole('button', { name: `Account: ${user.name}` });
    await account.click();
    await header(page).getByRole('button', { name: 'Not you?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Member Sign In' });
    await expect(dialog).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('button', { name: 'Send Link' })).toBeVisible();
    expect(messages.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test('on a 375px phone the menu signs a member in and out', async ({ page, createMember }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { email, password, user } = await createMember({ name: uniqueName('Phone') });
    await page.goto('/');
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Member Sign In' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByText(`Signed in as ${user.name}`)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});
