import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { publicSettings, readStorage, signInThroughForm } from './support.js';

test.describe('admin sign-in', () => {
  test('the form is prefilled in demo mode and signing in lands on the dashboard', async ({
    page,
    request,
  }) => {
    const { demoCredentials, church } = await publicSettings(request);
    expect(demoCredentials).not.toBeNull();

    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).toHaveValue(demoCredentials?.username ?? '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(
      demoCredentials?.password ?? '',
    );
    await expect(page.getByText(church.zoneName)).toBeVisible();
    await expect(page.getByText('© 2024')).toBeVisible();

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();

    const token = await readStorage(page, 'adminToken');
    expect(token).toBeTruthy();
    const info = JSON.parse((await readStorage(page, 'adminInfo')) ?? '{}') as {
      username?: string;
    };
    expect(info.username).toBe(demoCredentials?.username);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server message, which clears on typing', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).not.toHaveValue('');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.login.invalidCredentials);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await readStorage(page, 'adminToken')).toBeNull();

    await password.press('x');
    await expect(alert).toBeHidden();
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).not.toHaveValue('');
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(MESSAGES.login.usernameRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.login.passwordRequired)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('logout removes the session and returns to sign-in', async ({ page }) => {
    await signInThroughForm(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect(await readStorage(page, 'adminToken')).toBeNull();
    expect(await readStorage(page, 'adminInfo')).toBeNull();
  });
});

test.describe('admin shell', () => {
  test('the API refuses admin calls without a token', async ({ request }) => {
    const response = await request.get(API.adminSession);
    expect(response.status()).toBe(401);
    const body = (await response.json()) as { message?: string };
    expect(body.message).toBeTruthy();
  });

  test('without a session the panel sends you to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('an expired session is cleared and explained', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => {
      window.localStorage.setItem('adminToken', 'not-a-valid-token');
      window.localStorage.setItem('adminInfo', JSON.stringify({ _id: 'x', username: 'admin' }));
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.login.sessionEnded }),
    ).toBeVisible();
    expect(await readStorage(page, 'adminToken')).toBeNull();
    expect(await readStorage(page, 'adminInfo')).toBeNull();
  });

  test('sections live in the address, so reload and back work', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of [
      'Dashboard',
      'Streams',
      'Users',
      'Comments',
      'Testimonies',
      'Contacts',
      'Events',
      'Analytics',
      'Live Chat',
      'Settings',
    ]) {
      await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByText('Church Management')).toBeVisible();
    // The role badge, and the display name (the demo admin's is "Admin" too).
    await expect(page.locator('.admin-badge')).toHaveText('Admin');
    await expect(page.getByTitle('Signed in as Admin')).toBeVisible();

    await sidebar.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/admin\?section=events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Event Management' })).toBeVisible();
    await expect(page.getByText('Manage upcoming church events')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Event Management' })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Streams' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stream Management' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Event Management' })).toBeVisible();

    await page.goto('/admin?section=unknown');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the sidebar slides over a backdrop and closes on choosing or Escape', async ({
      page,
      signInAsAdmin,
    }) => {
      await signInAsAdmin();
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
      // Only its icon shows at this width: the link keeps its name.
      await expect(page.getByRole('link', { name: 'View site' })).toBeVisible();

      await page.getByRole('button', { name: 'Open admin menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Admin menu' });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await drawer.getByRole('link', { name: 'Contacts' }).click();
      await expect(drawer).toBeHidden();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Contact Management' }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Open admin menu' }).click();
      // The drawer listens for clicks outside once it is open, not while it is still mounting.
      await expect(drawer).toBeVisible();
      await page.mouse.click(360, 400);
      await expect(drawer).toBeHidden();
    });
  });
});
