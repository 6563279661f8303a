import { API } from '#shared/api-paths.js';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import { expect, test } from './fixtures.js';
import { publicSettings, withSiteWideLock } from './support.js';

test.describe('admin Settings', () => {
  test('a saved contact phone shows in the public footer', async ({
    page,
    request,
    adminApi,
    signInAsAdmin,
  }) => {
    // Saves the settings whole and puts them back: one such test at a time.
    await withSiteWideLock('settings', async () => {
      const before = await publicSettings(request);
      const phone = `+234 700 ${String(Date.now()).slice(-7)}`;
      try {
        await signInAsAdmin(page, '/admin?section=settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute(
          'data-state',
          'active',
        );
        await page.getByLabel('Contact Phone').fill(phone);
        await page.getByRole('button', { name: 'Save Settings' }).click();
        await expect(page.getByText('Settings saved')).toBeVisible();

        await page.goto('/');
        await expect(page.getByRole('contentinfo').getByText(phone)).toBeVisible();
      } finally {
        const restore = await adminApi.put(API.adminSettings, {
          data: { general: { contactPhone: before.contactPhone } },
        });
        expect(restore.ok()).toBe(true);
      }
    });
  });

  test('keeps the bounds of the security settings and shows the tab in error', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin(page, '/admin?section=settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Session Timeout (minutes)').fill('4');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await expect(page.getByLabel('Primary Color', { exact: true })).toHaveValue(/^#[0-9a-f]{6}$/i);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Some settings need attention before saving.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'data-state',
      'active',
    );
    await expect(page.getByText('Enter a whole number from 5 to 120.')).toBeVisible();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByLabel('Session Timeout (minutes)')).not.toHaveValue('4');
  });

  test('starts two-factor set-up with a QR code and refuses a wrong code', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin(page, '/admin?section=settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByAltText('QR code to scan with an authenticator app')).toBeVisible();
    await page.getByLabel('Code from your app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(TOTP_CODE_MESSAGES.invalid)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  });

  test('shows a dismissible banner when the settings cannot load', async ({
    page,
    signInAsAdmin,
  }) => {
    await page.route('**/api/admin/settings', (route) => route.fulfill({ status: 500, body: '' }));
    await signInAsAdmin(page, '/admin?section=settings');
    // The page retries a server error twice before it shows the failure.
    await expect(page.getByText('Failed to fetch settings')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Failed to fetch settings')).toBeHidden();
  });
});

test.describe('two-factor sign-in form', () => {
  test('asks for the authenticator code when the server wants one', async ({ page }) => {
    // The demo admin has no second factor on the shared test server, so the first answer is
    // replaced by the one an admin with two-factor sign-in gets; the second goes through.
    let asked = false;
    await page.route('**/api/admin/login', async (route) => {
      const body = route.request().postDataJSON() as { code?: string };
      if (!body.code) {
        asked = true;
        await route.fulfill({
          status: 401,
          json: {
            message: TOTP_CODE_MESSAGES.required,
            errors: { code: TOTP_CODE_MESSAGES.required },
          },
        });
        return;
      }
      const { code: _code, ...withoutCode } = body;
      await route.continue({ postData: JSON.stringify(withoutCode) });
    });
    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    expect(asked).toBe(true);
    await code.fill('123456');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
