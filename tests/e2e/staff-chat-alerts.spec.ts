import { expect, test } from './fixtures.js';
import { type PrivateServer, startPrivateServer } from './private-server.js';
import { readStorage, signInThroughForm } from './support.js';

/**
 * Live Chat alerts for the staff: the unread count in the tab's title on any section, and a
 * chime they can turn off. A server of its own, so the count is this test's visitor alone.
 */
test.describe('staff alerts for Live Chat', () => {
  let server: PrivateServer;
  test.beforeAll(async () => {
    server = await startPrivateServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a visitor writing shows as a count in the admin’s tab title until read', async ({
    browser,
  }) => {
    // Two browsers, a sign-in and several pages: more than the usual time on a busy machine.
    test.slow();
    const staff = await browser.newContext({ baseURL: server.url });
    const admin = await staff.newPage();
    await signInThroughForm(admin);
    await expect(admin).toHaveTitle(/^Dashboard \| Admin \|/);

    const visitors = await browser.newContext({ baseURL: server.url });
    const visitor = await visitors.newPage();
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Open quick chat' }).click();
    const panel = visitor.getByRole('dialog', { name: 'Quick Chat' });
    await panel.getByLabel('Your name and email').fill('Ruth Bello <ruth@example.com>');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    for (const text of ['Hello, is anyone there?', 'I would like prayer.']) {
      await panel.getByRole('textbox', { name: 'Message' }).fill(text);
      await panel.getByRole('button', { name: 'Send' }).click();
      await expect(panel.getByRole('list', { name: 'Messages' })).toContainText(text);
    }

    // On the dashboard, not in Live Chat: the tab still says someone is waiting.
    await expect(admin).toHaveTitle(/^\(2\) Dashboard \| Admin \|/);
    await admin
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Live Chat/ })
      .click();
    await expect(admin).toHaveTitle(/^\(2\) Live Chat \| Admin \|/);
    await admin.getByRole('button', { name: /Ruth Bello/ }).click();
    await expect(admin.getByRole('heading', { name: 'Chat with Ruth Bello' })).toBeVisible();
    // Read: the title is back to its plain self.
    await expect(admin).toHaveTitle(/^Live Chat \| Admin \|/);
    await visitors.close();
    await staff.close();
  });

  test('the chat sound can be turned off, and stays off in this browser', async ({ browser }) => {
    const staff = await browser.newContext({ baseURL: server.url });
    const admin = await staff.newPage();
    await signInThroughForm(admin);
    const sound = admin.getByRole('button', { name: 'Chat sound' });
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(await readStorage(admin, 'staffChatSound')).toBe('off');
    await admin.reload();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(await readStorage(admin, 'staffChatSound')).toBe('on');
    await staff.close();
  });

  test('on a phone the switches sit in the menu, leaving the header its section name', async ({
    browser,
  }) => {
    const staff = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 375, height: 812 },
    });
    const admin = await staff.newPage();
    await signInThroughForm(admin);
    await expect(admin.locator('.admin-header__section')).toHaveText('Dashboard');
    expect(
      await admin.locator('.admin-header__section').evaluate((element) => element.clientWidth),
    ).toBeGreaterThan(60);
    await expect(admin.getByRole('button', { name: 'Chat sound' })).toHaveCount(0);
    await admin.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(admin.getByRole('button', { name: 'Chat sound' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await staff.close();
  });

  test('with notifications allowed, shows they are on instead of asking', async ({ browser }) => {
    const staff = await browser.newContext({ baseURL: server.url });
    await staff.grantPermissions(['notifications']);
    const admin = await staff.newPage();
    await signInThroughForm(admin);
    // Already allowed (as if asked before): the bell shows the state instead of asking.
    await expect(admin.getByRole('button', { name: 'Notify me of new chats' })).toHaveCount(0);
    await expect(admin.getByRole('banner').getByText('Chat notifications are on')).toBeAttached();
    await staff.close();
  });
});
