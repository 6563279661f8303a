import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { API } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { emailsTo, sitePathIn } from './mailbox.js';
import { publicSettings, readStorage, uniqueName } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniqueEmail = (label: string) => `${uniqueName(label).replace(' ', '-')}@example.org`;
const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]{43}/;

async function storedUser(page: Page) {
  const raw = await readStorage(page, STORAGE_KEYS.livestreamUser);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

test.describe('a member who forgot their password', () => {
  test('asks for a link in the sign-in form, follows the emailed link, chooses a password and is signed in', async ({
    page,
    request,
    adminApi,
    createMember,
  }) => {
    const { email } = await createMember({ name: 'Grace Eze', email: uniqueEmail('forgot') });
    const { passwordMinLength } = await publicSettings(request);

    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.getByLabel('Email').fill(email);
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    // The address typed in the sign-in form comes along.
    await expect(modal.getByLabel('Email')).toHaveValue(email);
    await modal.getByRole('button', { name: 'Send Link' }).click();
    await expect(modal.getByText(API_MESSAGES.members.passwordResetSent)).toBeVisible();

    const [mail] = (await emailsTo(adminApi, email)).slice(-1);
    expect(mail?.subject).toBe('Choose a new password');
    const link = sitePathIn(mail!, RESET_LINK);

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
    ).toBeVisible();
    // The church's minimum is shown before anything is sent, and checked on the page.
    await expect(page.getByText(`At least ${passwordMinLength} characters.`)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password again').fill('short');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(
      page.getByText(`Password must be at least ${passwordMinLength} characters`),
    ).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
    await page.getByLabel('New password again').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText(API_MESSAGES.members.passwordChanged)).toBeVisible();
    // Signed in on this device, as registration and sign-in store a member.
    const user = await storedUser(page);
    expect(user).toMatchObject({ email, name: 'Grace Eze', isGuest: false });
    expect(typeof user?.token).toBe('string');
    expect(user).not.toHaveProperty('password');
    const login = await request.post(API.memberLogin, {
      data: { email, password: 'a-new-password-1' },
    });
    expect(login.ok()).toBe(true);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-password-2');
    await page.getByLabel('New password again').fill('another-password-2');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText(API_MESSAGES.members.passwordResetInvalid)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Link' })).toBeVisible();
  });

  test('registration that finds the email taken keeps it for signing in, and shows the minimum first', async ({
    page,
    request,
    createMember,
  }) => {
    const { email } = await createMember({ email: uniqueEmail('taken') });
    const { passwordMinLength } = await publicSettings(request);

    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await expect(modal.getByText(`At least ${passwordMinLength} characters.`)).toBeVisible();
    await modal.getByLabel('Full name').fill('Ruth');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Phone').fill('1');
    await modal.getByLabel('Location').fill('Lagos');
    await modal.getByLabel('Password', { exact: true }).fill('password-1');
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByRole('button', { name: 'Sign in with this email' }).click();
    await expect(modal.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(modal.getByLabel('Email')).toHaveValue(email);
  });

  test('the page of the link is not listed by search engines', async ({ request }) => {
    const response = await request.get('/reset-password');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  });
});
