import { expect, test } from './fixtures.js';
import { type PrivateServer, startPrivateServer } from './private-server.js';
import { signInThroughForm } from './support.js';

/**
 * The church makes the site its own in Settings > General and Church: renaming it on a server of
 * its own (a rename is site-wide), and seeing the new name wherever the old one was.
 */
test.describe('the church’s identity', () => {
  let server: PrivateServer;
  test.beforeAll(async () => {
    server = await startPrivateServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a renamed church shows in the header, footer, sign-in card, title and page data', async ({
    browser,
  }) => {
    // Two browsers, a sign-in and several pages: more than the usual time on a busy machine.
    test.slow();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInThroughForm(page);
    await page.goto('/admin?section=settings');
    await page.getByLabel('Site Name').fill('Grace Chapel');

    await page.getByRole('tab', { name: 'Church' }).click();
    await page.getByLabel('Church or zone name').fill('Grace Chapel, Accra Zone');
    await page.getByLabel('City').fill('Accra');
    await page.getByLabel('Country').fill('Ghana');
    await page.getByLabel('X', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    // Checked in the browser, and by the server for anyone calling the API directly.
    await expect(page.getByText('Enter a full web address (https://...)')).toBeVisible();
    await page.getByLabel('X', { exact: true }).fill('https://x.com/gracechapel');

    await page.getByRole('button', { name: 'Remove link 5' }).click();
    await page.getByLabel('Link 1 title').fill('Ghana Bible Society');
    await page.getByLabel('Link 1 address').fill('https://biblesociety-ghana.org/');
    await page.getByLabel('Copyright year').fill('2026');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveTitle('Grace Chapel');
    await expect(page.getByRole('banner').getByText('Grace Chapel', { exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('© 2026 Grace Chapel, Accra Zone. All rights reserved.'),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'X (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://x.com/gracechapel',
    );
    // Links the church did not set are not shown at all.
    await expect(footer.getByRole('link', { name: /Facebook|Instagram|YouTube/ })).toHaveCount(0);
    const relevant = footer.getByRole('navigation', { name: 'Relevant Links' }).getByRole('link');
    await expect(relevant).toHaveCount(4);
    await expect(relevant.first()).toHaveAttribute('href', 'https://biblesociety-ghana.org/');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { name?: string; alternateName?: string; sameAs?: string[] };
    expect(jsonLd).toMatchObject({
      name: 'Grace Chapel',
      alternateName: 'Grace Chapel, Accra Zone',
      sameAs: ['https://x.com/gracechapel'],
    });

    await page.goto('/events');
    await expect(page).toHaveTitle(/\| Grace Chapel$/);

    // The sign-in card, for someone signed out.
    const visitor = await browser.newContext({ baseURL: server.url });
    const card = await visitor.newPage();
    await card.goto('/admin/login');
    await expect(card.getByText('Grace Chapel, Accra Zone')).toBeVisible();
    await expect(card.getByText('© 2026')).toBeVisible();
    await expect(card.getByText('Grace Chapel · Church Management')).toBeVisible();
    await visitor.close();
    await context.close();
  });
});
