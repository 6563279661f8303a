import { expect, test } from './fixtures.js';
import { MESSAGES } from '#shared/messages.js';

test.describe('admin Dashboard Overview and Analytics', () => {
  test('the overview shows the figures, recent activity and quick actions', async ({
    page,
    createStream,
    signInAsAdmin,
  }) => {
    // Six streams of its own (hidden from visitors): Recent Streams shows the newest five.
    for (let i = 0; i < 6; i += 1) await createStream({ isActive: false });
    await signInAsAdmin();
    const figures = page.getByRole('list', { name: 'Figures' });
    for (const label of ['Total Users', 'Active Streams', 'Total Comments', 'Pending Contacts']) {
      await expect(figures.getByText(label)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Recent Streams' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Comments' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Streams' }).getByRole('listitem');
    await expect(recent).toHaveCount(5);

    await page.getByRole('link', { name: /Add New Stream/ }).click();
    await expect(page).toHaveURL(/section=streams/);
    await expect(page.getByRole('dialog', { name: 'Add New Stream' })).toBeVisible();
  });

  test('a failed overview load says so', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.route('**/api/admin/dashboard', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/admin?section=streams');
    await page.goto('/admin');
    const failed = page.getByRole('alert').filter({ hasText: MESSAGES.adminDashboard.loadFailed });
    // The banner comes after the query's two retries (1 s, then 2 s, and three answers).
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    await expect(failed).toBeHidden();
  });

  test('analytics switch between 24h, 7d and 30d and draw the figures', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Last 7 days')).toBeVisible();
    const figures = page.getByRole('list', { name: 'Figures' });
    for (const label of ['Stream views', 'New members', 'Comments', 'Testimonies']) {
      await expect(figures.getByText(label)).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /Stream views per day/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top streams' })).toBeVisible();

    await page.getByRole('button', { name: '24h' }).click();
    await expect(page).toHaveURL(/period=24h/);
    await expect(page.getByText('Last 24 hours')).toBeVisible();
    await expect(page.getByRole('img', { name: /Stream views per hour/ })).toBeVisible();
    await page.getByRole('button', { name: '30d' }).click();
    await expect(page.getByText('Last 30 days')).toBeVisible();
  });

  test('a failed analytics load shows a dismissible banner', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.route('**/api/admin/analytics?*', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto('/admin?section=analytics');
    const failed = page.getByRole('alert').filter({ hasText: MESSAGES.adminAnalytics.loadFailed });
    // The banner comes after the query's two retries (1 s, then 2 s, and three answers).
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    await expect(failed).toBeHidden();
  });
});
