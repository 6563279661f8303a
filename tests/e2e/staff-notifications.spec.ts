import { API } from '#shared/api-paths.js';
import { staffNotificationsResponseSchema } from '#shared/schemas/staff.js';
import { expect, test } from './fixtures.js';
import { uniqueToken } from './support.js';

test('a staff member chooses their notification emails under My Account', async ({
  page,
  adminApi,
  signInAsAdmin,
  cleanup,
}) => {
  const before = staffNotificationsResponseSchema.parse(
    await (await adminApi.get(API.adminAccountNotifications)).json(),
  ).notifications;
  cleanup(() => adminApi.put(API.adminAccountNotifications, { data: before }));
  const email = `pastor-${uniqueToken().toLowerCase()}@example.org`;

  await signInAsAdmin(page, '/admin?section=account');
  const panel = page.getByRole('region', { name: 'Notification emails' });
  await panel.getByLabel('Your email').fill('not an email');
  await panel.getByRole('button', { name: 'Save notification emails' }).click();
  await expect(panel.getByText('Email is invalid')).toBeVisible();

  await panel.getByLabel('Your email').fill(email);
  await panel.getByLabel('Email me when comments or chat messages wait for review').check();
  await panel.getByLabel('Email me about new members').check();
  await panel.getByRole('button', { name: 'Save notification emails' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved.');

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Notification emails' });
  await expect(reloaded.getByLabel('Your email')).toHaveValue(email);
  await expect(
    reloaded.getByLabel('Email me when comments or chat messages wait for review'),
  ).toBeChecked();
  await expect(reloaded.getByLabel('Email me about new members')).toBeChecked();
});
