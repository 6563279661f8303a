import AxeBuilder from '@axe-core/playwright';
import { expect, test, watchCspViolations } from './fixtures.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { readStorage, uniqueToken, writeStorage } from './support.js';

const INVALID_IDENTITY = 'Please enter a valid name and email (e.g. John Doe <john@example.com>)';

test.describe('quick chat', () => {
  test('a visitor and an admin hold a conversation both ways', async ({
    page,
    browser,
    signInAsAdmin,
  }, info) => {
    // Two browsers, a sign-in and two polling round trips: more than a one-page test.
    test.slow();
    const stamp = uniqueToken();
    const name = `Ada Visitor ${stamp}`;
    const email = `ada-${stamp}@example.com`;

    // The visitor opens the bubble on the home page and says who they are.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open quick chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick Chat' });
    await expect(panel.getByText(MESSAGES.quickChat.identityPrompt)).toBeVisible();
    const identity = panel.getByLabel('Your name and email');
    await identity.fill('Ada');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByRole('alert')).toHaveText(INVALID_IDENTITY);
    await identity.fill(`${name} <${email}>`);
    await panel.getByRole('button', { name: 'Start chat' }).click();

    await expect(panel.getByText(MESSAGES.quickChat.empty)).toBeVisible();
    const send = panel.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await panel.getByRole('textbox', { name: 'Message' }).fill('   ');
    await expect(send).toBeDisabled();
    await panel
      .getByRole('textbox', { name: 'Message' })
      .fill('Could someone pray with me about my exams?');
    await send.click();
    const visitorMessages = panel.getByRole('list', { name: 'Messages' });
    await expect(visitorMessages.getByRole('listitem')).toHaveText([
      /You.*Could someone pray with me about my exams\?/,
    ]);
    await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(await readStorage(page, STORAGE_KEYS.quickChatId)).toMatch(/^[\w-]{32}$/);

    // The admin, in another browser, finds the conversation in Live Chat and answers.
    const adminContext = await browser.newContext({
      baseURL: info.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.250.${info.workerIndex}.${Date.now() % 250}` },
    });
    const adminViolations = await watchCspViolations(adminContext);
    const admin = await adminContext.newPage();
    try {
      await signInAsAdmin(admin);
      const liveChatLink = admin
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: /Live Chat/ });
      await expect(liveChatLink).toContainText('unread');
      await liveChatLink.click();
      await expect(admin.getByRole('heading', { level: 2, name: 'Quick Chats' })).toBeVisible();
      await expect(admin.getByText(MESSAGES.adminChat.selectChat)).toBeVisible();
      const item = admin.getByRole('button', { name: new RegExp(name) });
      await expect(item).toContainText(email);
      await expect(item).toContainText('1 unread');
      await item.click();

      await expect(admin.getByRole('heading', { name: `Chat with ${name}` })).toBeVisible();
      const adminMessages = admin.getByRole('list', { name: 'Messages' });
      await expect(adminMessages).toContainText('Could someone pray with me about my exams?');
      await expect(item).not.toContainText('unread');
      const replyBox = admin.getByPlaceholder(MESSAGES.adminChat.replyPlaceholder);
      await replyBox.fill('  ');
      await expect(admin.getByRole('button', { name: 'Send' })).toBeDisabled();
      await replyBox.fill('Yes, we are praying with you. Be at peace.');
      await admin.getByRole('button', { name: 'Send' }).click();
      await expect(replyBox).toHaveValue('');
      await expect(adminMessages.getByRole('listitem').last()).toContainText(
        'Yes, we are praying with you. Be at peace.',
      );
      await expect(adminMessages.getByRole('listitem').last()).toContainText('Admin');

      // The visitor's bubble picks the answer up by polling, with the admin icon.
      const answer = visitorMessages.getByRole('listitem').filter({ hasText: 'Be at peace.' });
      await expect(answer).toBeVisible({ timeout: 10_000 });
      await expect(answer).toContainText('Admin');
      await expect(answer.getByRole('img', { name: 'Church team' })).toBeVisible();

      // And the conversation goes on the other way.
      await panel.getByRole('textbox', { name: 'Message' }).fill('Thank you so much!');
      await panel.getByRole('button', { name: 'Send' }).click();
      await expect(adminMessages.getByRole('listitem').last()).toContainText('Thank you so much!', {
        timeout: 10_000,
      });
      await expect(adminMessages.getByRole('listitem').last()).toContainText(name);
      expect(await adminViolations.collect(), 'Content Security Policy violations').toEqual([]);
    } finally {
      await adminContext.close();
    }

    // After a reload the visitor is still known and sees the whole conversation.
    await page.reload();
    await page.getByRole('button', { name: /Open quick chat/ }).click();
    await expect(panel.getByText(MESSAGES.quickChat.identityPrompt)).toHaveCount(0);
    await expect(panel).toContainText(`Chatting as ${name}`);
    await expect(visitorMessages.getByRole('listitem')).toHaveText([
      /Could someone pray with me about my exams\?/,
      /Admin.*Be at peace\./,
      /Thank you so much!/,
    ]);
  });

  test('uses the member or guest stored by the livestream page', async ({ page }) => {
    await page.goto('/');
    await writeStorage(
      page,
      STORAGE_KEYS.livestreamUser,
      JSON.stringify({ name: 'Grace Guest', email: 'grace.guest@example.com', isGuest: true }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Open quick chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick Chat' });
    await expect(panel).toContainText('Chatting as Grace Guest');
    await expect(panel.getByText(MESSAGES.quickChat.empty)).toBeVisible();

    // Escape closes the panel and the round button takes the focus back.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open quick chat' })).toBeFocused();
  });

  test('stays a small button on a phone and opens within the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open quick chat' });
    const closed = await launcher.boundingBox();
    expect(closed?.width).toBeLessThanOrEqual(64);
    expect(closed?.height).toBeLessThanOrEqual(64);

    await launcher.click();
    const open = await page.getByRole('dialog', { name: 'Quick Chat' }).boundingBox();
    expect(open?.x).toBeGreaterThanOrEqual(8);
    expect((open?.x ?? 0) + (open?.width ?? 0)).toBeLessThanOrEqual(375 - 8);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(
        async () => (await page.getByRole('dialog', { name: 'Quick Chat' }).boundingBox())?.width,
      )
      .toBe(340);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the open panel has no serious accessibility violations (${theme})`, async ({ page }) => {
      test.slow();
      await page.addInitScript((savedTheme) => {
        window.localStorage.setItem('theme', savedTheme);
      }, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/events');
      await page.getByRole('button', { name: 'Open quick chat' }).click();
      const panel = page.getByRole('dialog', { name: 'Quick Chat' });
      await panel.getByLabel('Your name and email').fill(`Axe ${theme} <axe-${theme}@example.com>`);
      await panel.getByRole('button', { name: 'Start chat' }).click();
      await panel.getByRole('textbox', { name: 'Message' }).fill('Checking the colours');
      await panel.getByRole('button', { name: 'Send' }).click();
      await expect(panel.getByRole('list', { name: 'Messages' })).toContainText(
        'Checking the colours',
      );
      const results = await new AxeBuilder({ page })
        .include('.quick-chat')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((n) => n.target),
        }));
      expect(serious).toEqual([]);
    });
  }
});
