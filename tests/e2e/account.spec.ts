import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account.js';
import { linkIn, waitForMail } from './mailbox.js';
import { asVisitor, readStorage, signedIn, uniqueName } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniqueEmail = (label: string) =>
  `${uniqueName(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')}@example.org`;

test.describe('a member’s own page', () => {
  test('asks a visitor who is not signed in to sign in, with the site’s sign-in form', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sign in to see your account' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  });

  test('shows a prayer request’s status, edits the profile, changes the email by its link and deletes the account', async ({
    page,
    adminApi,
    createMember,
  }) => {
    const created = await createMember({ name: 'Miriam Adeyemi', email: uniqueEmail('miriam') });
    await asVisitor(page, signedIn(created));
    const words = `${uniqueName('Pray for')} and my new job`;

    // A prayer request sent signed in, asking for an email once it is answered.
    await page.goto('/prayer');
    const form = page.getByRole('form', { name: 'Send a prayer request' });
    await form.getByLabel('Your name').fill('Miriam Adeyemi');
    await form.getByLabel('Your prayer request').fill(words);
    await form.getByLabel('Email me when it is answered').check();
    await form.getByRole('button', { name: 'Send Prayer Request' }).click();
    await expect(page.getByText(/Your prayer request has reached the prayer team/)).toBeVisible();

    // The prayer team starts praying for it.
    const queue = await adminApi.get(
      `${API.adminPrayerRequests}?search=${encodeURIComponent(words)}`,
    );
    const { prayerRequests } = (await queue.json()) as { prayerRequests: { _id: string }[] };
    expect(prayerRequests).toHaveLength(1);
    const id = prayerRequests[0]?._id ?? '';
    const patched = await adminApi.patch(apiPath(API.adminPrayerRequest, { id }), {
      data: { status: 'praying' },
    });
    expect(patched.ok()).toBe(true);

    // The header leads to the member's page.
    await page.goto('/');
    await page.getByRole('button', { name: 'Account: Miriam Adeyemi' }).click();
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const prayers = page.getByRole('region', { name: 'My prayer requests' });
    const item = prayers.getByRole('listitem').filter({ hasText: words });
    await expect(item.getByText('Praying', { exact: true })).toBeVisible();
    await expect(item.getByText('Email me when answered')).toBeVisible();
    await expect(item.getByText('Not prayed for on the wall yet')).toBeVisible();
    // The member's page in both themes: no serious or critical accessibility problems.
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((chosen) => {
        document.documentElement.dataset.theme = chosen;
      }, theme);
      const audit = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = audit.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          theme,
          rule: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
      expect(serious).toEqual([]);
    }

    // The profile: a field left empty is refused under it, then a change is saved.
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Location').fill('');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText('Location is required')).toBeVisible();
    await profile.getByLabel('Location').fill('Abeokuta');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText('Your profile has been saved.')).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel('Location')).toHaveValue('Abeokuta');

    // A new email waits for the link sent to it.
    const newEmail = uniqueEmail('miriam-new');
    await profile.getByLabel('Email').fill(newEmail);
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText(ACCOUNT_MESSAGES.emailSent)).toBeVisible();
    await expect(profile.getByRole('status').filter({ hasText: newEmail })).toContainText(
      `We sent a link to ${newEmail}`,
    );
    const mail = await waitForMail(newEmail, 'Confirm your new email address');
    await page.goto(linkIn(mail, '/account'));
    await expect(page.getByText(ACCOUNT_MESSAGES.emailConfirmed)).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(profile.getByLabel('Email')).toHaveValue(newEmail);
    await expect
      .poll(async () => JSON.parse((await readStorage(page, STORAGE_KEYS.livestreamUser)) ?? '{}'))
      .toMatchObject({ email: newEmail });

    // Deleting: a wrong password is refused under its field, the right one deletes.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText(ACCOUNT_MESSAGES.passwordWrong)).toBeVisible();
    await dialog.getByLabel(/Keep my posts as a guest’s/).check();
    await dialog.getByLabel('Your password').fill(created.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.deleted)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sign in to see your account' }),
    ).toBeVisible();
    expect(await readStorage(page, STORAGE_KEYS.livestreamUser)).toBeNull();

    // The request stays with the prayer team, as a guest's.
    const kept = await adminApi.get(
      `${API.adminPrayerRequests}?search=${encodeURIComponent(words)}`,
    );
    const after = (await kept.json()) as { prayerRequests: { name: string; email: string }[] };
    expect(after.prayerRequests).toEqual([expect.objectContaining({ name: 'Miriam', email: '' })]);
  });
});
