import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { readStorage, signInThroughForm, uniqueName } from './support.js';

test.describe('the admin session in the panel', () => {
  test('warns before an idle end, and after an end signs in again over the page, keeping what was typed', async ({
    page,
    request,
  }) => {
    // The browser's clock is moved on instead of waiting half an hour.
    await page.clock.install();
    // A session of this test's own: ending it must not end other tests' sessions.
    await signInThroughForm(page);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Streams' })
      .click();
    await page.getByRole('button', { name: 'Add New Stream' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Stream' });
    const title = uniqueName('Harvest service');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Half-written while the chat was busy.');

    // In the last two minutes of the 30-minute Session Timeout, the panel asks.
    await page.clock.fastForward('28:00');
    const warning = page.getByRole('dialog', { name: MESSAGES.login.idleWarningTitle });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(MESSAGES.login.idleWarning);
    const renewed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === API.adminSession && response.ok(),
    );
    await warning.getByRole('button', { name: MESSAGES.login.staySignedIn }).click();
    await renewed;
    await expect(warning).toBeHidden();
    await expect(form.getByLabel('Title')).toHaveValue(title);

    // The session ends on the server (signed out elsewhere); the panel's next poll finds out.
    const oldToken = await readStorage(page, 'adminToken');
    const logout = await request.post(API.adminLogout, {
      headers: { authorization: `Bearer ${oldToken ?? ''}` },
    });
    expect(logout.status()).toBe(200);
    await page.clock.fastForward('00:10');

    const signIn = page.getByRole('dialog', { name: MESSAGES.login.signInAgainTitle });
    await expect(signIn).toBeVisible();
    await expect(signIn).toContainText(MESSAGES.login.signInAgain);
    await expect(page).toHaveURL(/\/admin\?section=streams$/);
    await expect(signIn.getByLabel('Username')).toHaveValue('admin');
    await signIn.getByRole('button', { name: MESSAGES.login.signIn }).click();
    await expect(signIn).toBeHidden();

    // Same page, same open form, same words; a new token.
    await expect(page).toHaveURL(/\/admin\?section=streams$/);
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(form.getByLabel('Description')).toHaveValue(
      'Half-written while the chat was busy.',
    );
    const newToken = await readStorage(page, 'adminToken');
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    const session = await request.get(API.adminSession, {
      headers: { authorization: `Bearer ${newToken ?? ''}` },
    });
    expect(session.status()).toBe(200);
  });

  test('logout ends the session on the server', async ({ page, request }) => {
    await signInThroughForm(page);
    const token = await readStorage(page, 'adminToken');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const after = await request.get(API.adminSession, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(after.status()).toBe(401);
  });
});
