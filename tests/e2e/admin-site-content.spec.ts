import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { makePng } from '#server/platform/testing/media-fixtures.js';
import { siteContent, uniqueName, withSiteWideLock } from './support.js';

test.describe('admin Site Content', () => {
  // The content is one record, saved whole. The two tests that save it take turns (also with
  // themselves under --repeat-each) and put it back afterwards, so none restores over another's save.

  test('an edit in Site Content shows on the public page', async ({
    page,
    request,
    adminApi,
    signInAsAdmin,
  }) => {
    await withSiteWideLock('site-content', async () => {
      const before = await siteContent(request);
      const title = uniqueName('Prayer Walk');
      try {
        await signInAsAdmin();
        await page
          .getByRole('navigation', { name: 'Admin sections' })
          .getByRole('link', { name: 'Site Content' })
          .click();
        await expect(page).toHaveURL(/section=site-content$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();

        await page.getByRole('tab', { name: 'Programmes' }).click();
        await page.getByRole('button', { name: 'Add programme' }).click();
        const count = before.programmes.length + 1;
        await page
          .getByLabel('Title')
          .nth(count - 1)
          .fill(title);
        await page
          .getByLabel('How often')
          .nth(count - 1)
          .selectOption('monthly');
        await page
          .getByLabel('Day')
          .nth(count - 1)
          .fill('Second Saturday');
        await page
          .getByLabel('Time')
          .nth(count - 1)
          .fill('7:00 AM');
        await page
          .getByLabel('Place')
          .nth(count - 1)
          .fill('Church gate');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(
          page.getByText('Site content saved. The public pages show it now.'),
        ).toBeVisible();

        await page.goto(SITE_ROUTES.programs.path);
        const monthly = page.getByRole('region', { name: 'Every month' });
        const card = monthly.getByRole('listitem').filter({ hasText: title });
        await expect(card).toContainText('Second Saturday');
        await expect(card).toContainText('Church gate');
      } finally {
        const restore = await adminApi.put(API.adminSiteContent, { data: before });
        expect(restore.ok()).toBe(true);
      }
    });
  });

  test('a ministry picture uploaded in Site Content shows on the ministry page', async ({
    page,
    request,
    adminApi,
    signInAsAdmin,
  }) => {
    await withSiteWideLock('site-content', async () => {
      const before = await siteContent(request);
      try {
        await signInAsAdmin(page, '/admin?section=site-content');
        await page.getByRole('tab', { name: 'Ministries' }).click();
        const teens = page.getByRole('group', { name: 'Teens Ministry' });
        const upload = teens.locator('input[type="file"][accept="image/*"]');
        const uploaded = page.waitForResponse((response) =>
          response.url().endsWith(API.adminUploadImage),
        );
        await upload.setInputFiles({
          name: 'teens.png',
          mimeType: 'image/png',
          buffer: makePng(64, 36),
        });
        expect((await uploaded).status()).toBe(201);
        const preview = teens.locator('img');
        await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{24}\.png$/);
        const src = await preview.getAttribute('src');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(
          page.getByText('Site content saved. The public pages show it now.'),
        ).toBeVisible();

        await page.goto(SITE_ROUTES.teens.path);
        const picture = page.getByRole('complementary', { name: 'At a glance' }).locator('img');
        await expect(picture).toHaveAttribute('src', src ?? '');
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBe(64);
      } finally {
        const restore = await adminApi.put(API.adminSiteContent, { data: before });
        expect(restore.ok()).toBe(true);
      }
    });
  });

  test('a field left empty is shown on its tab and nothing is saved', async ({
    page,
    request,
    signInAsAdmin,
  }) => {
    const before = await siteContent(request);
    await signInAsAdmin(page, '/admin?section=site-content');
    await page.getByRole('tab', { name: 'Giving' }).click();
    await page.getByLabel('Scripture reference').fill('');
    await page.getByRole('tab', { name: 'Ministries' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Some fields need attention before saving.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Giving' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('This field is required')).toBeVisible();
    expect((await siteContent(request)).giving.scriptureReference).toBe(
      before.giving.scriptureReference,
    );
  });

  test('a failed save shows the server’s reason in a dismissible banner', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin(page, '/admin?section=site-content');
    await expect(page.getByLabel('Welcome title')).not.toHaveValue('');
    await page.route('**/api/admin/site-content', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: { message: 'Something went wrong on our side. Please try again.' },
          })
        : route.continue(),
    );
    await page.getByLabel('Welcome title').fill('A changed welcome');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByLabel('Welcome title')).toHaveValue('A changed welcome');
  });

  test('a failed load says so', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.route('**/api/admin/site-content', (route) =>
      route.fulfill({
        status: 500,
        json: { message: 'Something went wrong on our side. Please try again.' },
      }),
    );
    await page.goto('/admin?section=site-content');
    await expect(page.getByRole('alert')).toContainText('Something went wrong on our side');
  });
});
