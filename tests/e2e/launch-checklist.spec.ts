import { expect, test } from './fixtures.js';
import { type PrivateServer, startPrivateServer } from './private-server.js';
import { signInThroughForm } from './support.js';

/**
 * Before launch the dashboard lists what still carries the demo church, each with a link to
 * where it is fixed, and removes the demo's content in one confirmed step. On a server of its
 * own: the demo content is seeded there, and removing it is site-wide.
 */
test.describe('the launch checklist', () => {
  let server: PrivateServer;
  test.beforeAll(async () => {
    server = await startPrivateServer({ SEED_DEMO_CONTENT: 'true' });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('lists the demo’s leftovers, follows a link to fix one, and removes the demo content', async ({
    browser,
  }) => {
    // A sign-in, a settings save and a removal on a busy machine: more than the usual time.
    test.slow();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInThroughForm(page);

    const checklist = page.getByRole('region', { name: 'Before you launch' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText('Church name', { exact: true })).toBeVisible();
    await expect(checklist.getByText('Bank details for giving', { exact: true })).toBeVisible();
    await expect(checklist.getByRole('link', { name: '4 demo streams' })).toBeVisible();
    await expect(checklist.getByText('MAIL_FROM')).toBeVisible();
    const before = await checklist.getByRole('listitem').count();

    await checklist.getByRole('link', { name: 'Fix: Church name' }).click();
    await expect(page).toHaveURL(/section=settings&tab=church/);
    await expect(page.getByRole('tab', { name: 'Church' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByLabel('Church or zone name').fill('Grace Chapel, Accra Zone');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto('/admin');
    await expect(checklist.getByRole('link', { name: '4 demo streams' })).toBeVisible();
    await expect(checklist.getByText('Church name', { exact: true })).toHaveCount(0);
    await expect(checklist.getByRole('listitem')).toHaveCount(before - 1);

    // Cancelling removes nothing.
    await checklist.getByRole('button', { name: 'Remove demo content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the demo content?' });
    await expect(dialog).toContainText('3 services, 4 streams, 6 events');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(checklist.getByRole('link', { name: '4 demo streams' })).toBeVisible();

    await checklist.getByRole('button', { name: 'Remove demo content' }).click();
    await dialog.getByRole('button', { name: 'Remove demo content' }).click();
    await expect(dialog).toBeHidden();
    await expect(checklist.getByRole('status')).toContainText(
      'Removed the demo content: 3 services, 4 streams, 6 events',
    );
    await expect(checklist.getByRole('link', { name: /^\d+ demo / })).toHaveCount(0);
    await expect(checklist.getByRole('button', { name: 'Remove demo content' })).toHaveCount(0);
    // What the church still has to set itself stays on the list.
    await expect(checklist.getByText('Bank details for giving', { exact: true })).toBeVisible();

    await page.goto('/admin?section=streams');
    await expect(page.getByText('No streams found')).toBeVisible();
    await context.close();
  });
});
