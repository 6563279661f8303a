import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { uniqueToken } from './support.js';

const TEXTS = MESSAGES.adminMembers;

test.describe('admin User Management', () => {
  test('find, block, unblock, edit and delete a member', async ({
    page,
    createMember,
    signInAsAdmin,
  }) => {
    const stamp = uniqueToken();
    const { email } = await createMember({
      name: `Esther ${stamp}`,
      email: `member${stamp}@example.com`,
      location: 'Ibadan',
    });

    await signInAsAdmin();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    // Until the search answers, the last list stays on screen, and it may hold only this member.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === API.adminMembers &&
        new URL(response.url()).searchParams.get('search') === email,
    );
    await page.getByLabel('Search users').fill(email);
    await searched;
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: email });
    await expect(card).toContainText('Active');

    await card.getByRole('button', { name: `Block Esther ${stamp}` }).click();
    await expect(card).toContainText('Blocked');
    await expect(
      page.getByText(`Esther ${stamp} is blocked and can no longer post.`),
    ).toBeVisible();
    await page.getByLabel('User status').selectOption('blocked');
    await expect(card).toBeVisible();
    await page.getByLabel('User status').selectOption('active');
    await expect(page.getByText(TEXTS.empty)).toBeVisible();
    await page.getByLabel('User status').selectOption('all');
    await card.getByRole('button', { name: `Unblock Esther ${stamp}` }).click();
    await expect(card).toContainText('Active');

    await card.getByRole('button', { name: `Edit Esther ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Name').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText(MESSAGES.registration.nameRequired)).toBeVisible();
    await edit.getByLabel('Name').fill(`Esther Grace ${stamp}`);
    await edit.getByLabel('Location').fill('Lagos');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText(`Esther Grace ${stamp}`);
    await expect(card).toContainText('Lagos');

    await card.getByRole('button', { name: `Delete Esther Grace ${stamp}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “Esther Grace ${stamp}”` });
    await expect(confirm).toContainText(TEXTS.deleteConfirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toBeHidden();
    await expect(page.getByText(TEXTS.empty)).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  });

  test('with no members yet it says where they come from', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    // The empty state is under test, not the data: the list answer is replaced with an empty one
    // rather than deleting every other test's members.
    await page.route('**/api/admin/users?*', (route) =>
      route.fulfill({ json: { users: [], total: 0, page: 1, limit: 50 } }),
    );
    await page.goto('/admin?section=users');
    await expect(page.getByText(TEXTS.empty)).toBeVisible();
    await expect(page.getByText(/Members appear here when they register/)).toBeVisible();
  });

  test('a failed load and a failed block show dismissible banners', async ({
    page,
    createMember,
    signInAsAdmin,
  }) => {
    const stamp = uniqueToken();
    await createMember({ name: `Failing ${stamp}`, email: `failing${stamp}@example.com` });
    await signInAsAdmin();
    await page.route('**/api/admin/users?*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/admin?section=users');
    const failed = page.getByRole('alert').filter({ hasText: TEXTS.loadFailed });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    await expect(failed).toBeHidden();

    await page.unroute('**/api/admin/users?*');
    await page.route('**/api/admin/user/*/block', (route) =>
      route.fulfill({ status: 403, json: { message: 'This member cannot be blocked right now.' } }),
    );
    await page.goto(`/admin?section=users&q=failing${stamp}`);
    await page.getByRole('button', { name: `Block Failing ${stamp}` }).click();
    const blockFailed = page
      .getByRole('alert')
      .filter({ hasText: 'This member cannot be blocked right now.' });
    await expect(blockFailed).toBeVisible();
    await blockFailed.getByRole('button', { name: 'Dismiss' }).click();
    await expect(blockFailed).toBeHidden();
  });
});
