import { API, apiPath } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { expect as baseExpect, test } from './fixtures.js';
import { linkIn, waitForMail } from './mailbox.js';
import { uniqueToken } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a visitor subscribes on the live page, confirms by email, gets the go-live email and leaves in one click', async ({
  page,
  request,
  adminApi,
  createStream,
}) => {
  const email = `alerts-${uniqueToken().toLowerCase()}@example.org`;
  // The access dialog of the live page stays closed: this visitor only leaves an address.
  await page.addInitScript(([key]) => window.localStorage.setItem(key, new Date().toISOString()), [
    STORAGE_KEYS.livestreamAccessClosed,
  ] as const);
  await page.goto('/LiveStream');
  // Beside "Notify me" (this browser's notifications), the email sign-up opens in a dialog.
  await page.getByRole('button', { name: 'Email me instead' }).click();
  const form = page.getByRole('dialog', { name: 'Get an email when we go live' });
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Email me' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'check your inbox' })).toBeVisible();

  const confirmMail = await waitForMail(email, 'Please confirm: emails when we go live');
  const confirmPath = linkIn(confirmMail, '/stream-alerts/confirm');
  // The page the link opens is rendered on the server, and opening it confirms nothing.
  const served = await request.get(confirmPath);
  expect(await served.text()).toContain('Yes, email me when we go live');
  await page.goto(confirmPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Emails when we go live' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, email me when we go live' }).click();
  await expect(page.getByRole('status')).toHaveText(API_MESSAGES.streamAlerts.confirmed);

  const stream = await createStream();
  const live = await adminApi.patch(apiPath(API.adminStreamToggleLive, { id: stream._id }));
  expect(live.ok()).toBe(true);
  const alert = await waitForMail(email, `We are live: ${stream.title}`);
  expect(alert.raw ?? '').toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  await page.goto(linkIn(alert, '/LiveStream'));
  await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();

  await page.goto(linkIn(alert, '/stream-alerts/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(API_MESSAGES.streamAlerts.unsubscribed);
});

test('the home page live banner offers the same sign-up', async ({ page, createStream }) => {
  await createStream({ isLive: true });
  await page.goto('/');
  const banner = page.locator('.live-banner');
  await banner.getByRole('button', { name: 'Email me instead' }).click();
  const form = page.getByRole('dialog', { name: 'Get an email when we go live' });
  await form.getByLabel('Your email address').fill('not an email');
  await form.getByRole('button', { name: 'Email me' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.registration.emailInvalid);
});
