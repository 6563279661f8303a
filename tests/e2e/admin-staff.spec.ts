import AxeBuilder from '@axe-core/playwright';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { staffListResponseSchema } from '#shared/schemas/staff.js';
import { expect, test } from './fixtures.js';
import { uniqueToken } from './support.js';

const PASSWORD = 'moderator-password-1';

test.describe('staff accounts', () => {
  test('an admin adds a moderator, who signs in, sees only what they may use and replies by name', async ({
    page,
    browser,
    adminApi,
    signInAsAdmin,
    cleanup,
  }, info) => {
    // Two browsers, a sign-in through the form and a quick chat both ways.
    test.slow();
    const stamp = uniqueToken();
    const username = `mod-${stamp}`;
    const displayName = `Deacon ${stamp}`;
    cleanup(async () => {
      const { staff } = staffListResponseSchema.parse(
        await (await adminApi.get(API.adminStaffList)).json(),
      );
      const added = staff.find((member) => member.username === username);
      if (added) await adminApi.delete(apiPath(API.adminStaffMember, { id: added._id }));
    });

    // The moderator's account (invites by email have their own spec; the API still takes a
    // password for scripts); the admin finds it in Staff.
    const created = await adminApi.post(API.adminStaffList, {
      data: { username, displayName, role: 'moderator', password: PASSWORD },
    });
    expect(created.status()).toBe(201);
    await signInAsAdmin(page, '/admin?section=staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const card = page.getByRole('list', { name: 'Staff' }).getByRole('listitem').filter({
      hasText: displayName,
    });
    await expect(card).toContainText('Moderator');
    await expect(card).toContainText(username);

    // The audit log names the change and who made it.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Audit' })
      .click();
    // Other tests write to the log at the same time: the entry is found by the account it names.
    const entry = page
      .getByRole('list', { name: 'Audit log' })
      .getByRole('listitem')
      .filter({ hasText: `${username} (moderator)` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Added a staff member');

    // The moderator signs in through the form in another browser.
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      extraHTTPHeaders: {
        'x-forwarded-for': `10.251.${info.workerIndex % 250}.${Date.now() % 250}`,
      },
    });
    const moderator = await context.newPage();
    try {
      await moderator.goto('/admin/login');
      await moderator.getByLabel('Username').fill(username);
      await moderator.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
      await moderator.getByRole('button', { name: 'Sign In' }).click();
      await expect(moderator).toHaveURL(/\/admin$/);
      await expect(
        moderator.getByRole('heading', { level: 1, name: 'Dashboard Overview' }),
      ).toBeVisible();
      const nav = moderator.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link')).toHaveText([
        'Dashboard',
        'Sermons',
        'Comments',
        'Live Moderation',
        'Prayer Requests',
        'Follow-up',
        'Testimonies',
        'Contacts',
        /^Live Chat/,
        'My Account',
      ]);
      await expect(moderator.getByText('Moderator', { exact: true })).toBeVisible();
      await expect(moderator.getByRole('link', { name: /Add New Stream/ })).toHaveCount(0);

      // Settings by its address: the panel says it is for admins, and the server refuses too.
      await moderator.goto('/admin?section=settings');
      await expect(
        moderator.getByRole('heading', { name: MESSAGES.staff.adminsOnly }),
      ).toBeVisible();
      await expect(moderator.getByRole('tab')).toHaveCount(0);

      // My Account shows who they are and their own two-factor sign-in.
      await nav.getByRole('link', { name: 'My Account' }).click();
      await expect(moderator.getByRole('main').getByText(displayName)).toBeVisible();
      await expect(moderator.getByRole('button', { name: /Set up two-factor/i })).toBeVisible();

      // A visitor writes; the moderator answers and the reply carries their display name.
      const started = await page.request.post(API.quickChat, {
        data: {
          name: `Visitor ${stamp}`,
          email: `visitor-${stamp}@example.com`,
          message: 'Is there a service tonight?',
        },
      });
      expect(started.status()).toBe(201);
      const { chatId } = (await started.json()) as { chatId: string };
      await nav.getByRole('link', { name: /Live Chat/ }).click();
      await moderator.getByRole('button', { name: new RegExp(`Visitor ${stamp}`) }).click();
      const replyBox = moderator.getByPlaceholder(MESSAGES.adminChat.replyPlaceholder);
      await replyBox.fill('Yes, at seven.');
      await moderator.getByRole('button', { name: 'Send' }).click();
      const messages = moderator.getByRole('list', { name: 'Messages' });
      await expect(messages.getByRole('listitem').last()).toContainText(displayName);
      const thread = await page.request.get(apiPath(API.quickChatMessages, { chatId }));
      const body = (await thread.json()) as {
        messages: { sender: { name: string }; message: string }[];
      };
      expect(body.messages.at(-1)).toMatchObject({
        message: 'Yes, at seven.',
        sender: { name: displayName },
      });
    } finally {
      await context.close();
    }
  });

  test('the Staff section fits a 375px phone', async ({ page, signInAsAdmin }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsAdmin(page, '/admin?section=staff');
    await expect(
      page.getByRole('list', { name: 'Staff' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Invite Staff Member' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Invite Staff Member' })).toBeVisible();
    if (process.env.STAFF_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.STAFF_SCREENSHOTS}/staff-form-phone.png` });
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`Staff, Audit and My Account pass the accessibility audit in the ${theme} theme`, async ({
      page,
      signInAsAdmin,
    }) => {
      await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
      for (const [section, heading] of [
        ['staff', 'Staff'],
        ['audit', 'Audit Log'],
        ['account', 'My Account'],
      ] as const) {
        await signInAsAdmin(page, `/admin?section=${section}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByText(/Loading/)).toHaveCount(0);
        if (process.env.STAFF_SCREENSHOTS) {
          await page.screenshot({
            path: `${process.env.STAFF_SCREENSHOTS}/${section}-${theme}.png`,
            fullPage: true,
          });
        }
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations, `${section} in the ${theme} theme`).toEqual([]);
      }
    });
  }
});
