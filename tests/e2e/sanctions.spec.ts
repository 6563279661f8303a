import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API, STAFF_AUTHORIZATION_HEADER, apiPath } from '#shared/api-paths.js';
import { API_MESSAGES, withCount } from '#shared/api-messages.js';
import { sanctionResponseSchema } from '#shared/schemas/moderation.js';
import { staffMemberResponseSchema } from '#shared/schemas/staff.js';
import {
  asVisitor,
  hydrated,
  openChat,
  secondVisitor,
  signedIn,
  uniqueName,
  uniqueToken,
  type Guest,
  type SignedInMember,
} from './support.js';

// Two browsers and a server on a busy machine: room for each step, never a timed assertion.
test.describe.configure({ timeout: 120_000 });

/** Sends a chat message from the page and answers the server's status and body. */
async function sendChat(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(API.chatMessage) && response.request().method() === 'POST',
  );
  await page.getByLabel('Your chat message').fill(text);
  await page.getByLabel('Your chat message').press('Enter');
  const response = await answered;
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The WCAG 2.1 A and AA rules, as the other audits of the site run them. */
const audit = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

/** Sets a sanction through the admin API, lifted after the test. */
async function sanction(
  adminApi: APIRequestContext,
  cleanup: (task: () => Promise<unknown>) => void,
  data: Record<string, unknown>,
) {
  const response = await adminApi.post(API.adminSanctions, { data });
  expect(response.status()).toBe(201);
  const made = sanctionResponseSchema.parse(await response.json()).sanction;
  cleanup(() => adminApi.delete(apiPath(API.adminSanction, { id: made._id })));
  return made;
}

test.describe('sanctions on the public page', () => {
  for (const who of ['guest', 'member'] as const) {
    test(`a banned ${who} is told why and cannot post; nobody else sees the attempt`, async ({
      page,
      browser,
      adminApi,
      createStream,
      createMember,
      cleanup,
    }, info) => {
      const stream = await createStream({ isLive: true });
      const sender =
        who === 'guest'
          ? ({
              name: 'Loud Guest',
              email: `${uniqueName('loud').replace(' ', '.')}@example.org`,
              isGuest: true,
            } satisfies Guest)
          : signedIn(await createMember());
      await asVisitor(page, sender);
      const chat = await openChat(page, stream);
      const viewer = await secondVisitor(browser, info, {
        name: 'Calm Viewer',
        email: 'calm@example.org',
        isGuest: true,
      });
      try {
        const theirs = await openChat(viewer.page, stream);
        const first = uniqueName('Before the ban');
        const sent = await sendChat(page, first);
        expect(sent.status).toBe(201);
        await expect(theirs.getByText(first)).toBeVisible();

        const chatMessage = sent.body.chatMessage as { _id: string };
        await sanction(adminApi, cleanup, { messageId: chatMessage._id, kind: 'ban' });

        const attempt = uniqueName('After the ban');
        const refused = await sendChat(page, attempt);
        expect(refused.status).toBe(403);
        await expect(page.getByRole('alert')).toContainText(API_MESSAGES.moderation.banned);
        // The text stays in the box, and nothing of it reached anyone.
        await expect(page.getByLabel('Your chat message')).toHaveValue(attempt);
        await expect(chat.getByText(attempt)).toHaveCount(0);
        // A message sent after it does arrive, so the refused one was not merely slow.
        const later = uniqueName('Still here');
        expect((await sendChat(viewer.page, later)).status).toBe(201);
        await expect(chat.getByText(later)).toBeVisible();
        await expect(theirs.getByText(attempt)).toHaveCount(0);
        expect(await viewer.violations.collect()).toEqual([]);
      } finally {
        await viewer.context.close();
      }
    });

    test(`a shadow-muted ${who} sees their own posts; a second browser does not`, async ({
      page,
      browser,
      adminApi,
      createStream,
      createMember,
      cleanup,
    }, info) => {
      const stream = await createStream({ isLive: true });
      const member = who === 'member' ? await createMember() : null;
      const sender: Guest | SignedInMember = member
        ? signedIn(member)
        : {
            name: 'Quiet Troll',
            email: `${uniqueName('troll').replace(' ', '.')}@example.org`,
            isGuest: true,
          };
      await sanction(
        adminApi,
        cleanup,
        member
          ? { memberId: member.user._id, kind: 'shadow' }
          : { email: sender.email, kind: 'shadow' },
      );
      await asVisitor(page, sender);
      const mine = await openChat(page, stream);
      const viewer = await secondVisitor(browser, info, {
        name: 'Other Viewer',
        email: 'other@example.org',
        isGuest: true,
      });
      try {
        const theirs = await openChat(viewer.page, stream);
        const muted = uniqueName('Nobody hears this');
        expect((await sendChat(page, muted)).status).toBe(201);
        // Their own page shows it like any message, with no sign that it went nowhere.
        const own = mine.getByRole('article').filter({ hasText: muted });
        await expect(own).toBeVisible();
        await expect(own.getByText('Awaiting review')).toHaveCount(0);

        // The viewer receives what is sent after it, and never the muted one.
        const after = uniqueName('An ordinary message');
        expect((await sendChat(viewer.page, after)).status).toBe(201);
        await expect(theirs.getByText(after)).toBeVisible();
        await expect(theirs.getByText(muted)).toHaveCount(0);
        // Nor after a reload, from the list the server answers.
        await viewer.page.reload();
        const reloaded = await openChat(viewer.page, stream);
        await expect(reloaded.getByText(after)).toBeVisible();
        await expect(reloaded.getByText(muted)).toHaveCount(0);
      } finally {
        await viewer.context.close();
      }
    });
  }
});

test.describe('sanctions in the panel', () => {
  test('a moderator times out a comment’s sender from Comment Management, sees it listed and lifts it', async ({
    page,
    browser,
    adminApi,
    createStream,
    cleanup,
  }, info) => {
    // A moderator of the church's own: sanctions and their list are theirs to use.
    const username = `mod-${uniqueToken()}`;
    const password = 'moderator-password-1';
    const added = await adminApi.post(API.adminStaffList, {
      data: { username, displayName: 'Sister Abena', password, role: 'moderator' },
    });
    expect(added.status()).toBe(201);
    const { staff: moderator } = staffMemberResponseSchema.parse(await added.json());
    cleanup(() => adminApi.delete(apiPath(API.adminStaffMember, { id: moderator._id })));

    const stream = await createStream({ isLive: true });
    const guest: Guest = {
      name: uniqueName('Commenter'),
      email: `${uniqueName('commenter').replace(' ', '.')}@example.org`,
      isGuest: true,
    };
    await asVisitor(page, guest);
    await page.goto(`/LiveStream?stream=${stream._id}`);
    await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
    await hydrated(page);
    const comment = uniqueName('A comment to think about');
    const posted = page.waitForResponse(
      (response) => response.url().endsWith(API.comment) && response.request().method() === 'POST',
    );
    await page.getByLabel('Your comment').fill(comment);
    await page.getByRole('button', { name: 'Post' }).click();
    expect((await posted).status()).toBe(201);

    const staff = await secondVisitor(browser, info);
    try {
      const panel = staff.page;
      await panel.goto('/admin/login');
      await panel.getByLabel('Username').fill(username);
      await panel.getByRole('textbox', { name: 'Password' }).fill(password);
      await panel.getByRole('button', { name: 'Sign In' }).click();
      await expect(panel).toHaveURL(/\/admin$/);
      await panel.goto(`/admin?section=comments&q=${encodeURIComponent(comment)}`);
      const card = panel.getByRole('article').filter({ hasText: comment });
      await card
        .getByRole('button', { name: `Sender: time out, ban or shadow-mute ${guest.name}` })
        .click();
      const created = panel.waitForResponse(
        (response) =>
          response.url().endsWith(API.adminSanctions) && response.request().method() === 'POST',
      );
      await panel.getByRole('menuitem', { name: 'Timeout 10 min' }).click();
      expect((await created).status()).toBe(201);
      await expect(
        panel.getByRole('status').filter({ hasText: `Timeout 10 min: ${guest.name}` }),
      ).toBeVisible();

      // The commenter is told how long to wait.
      const refused = page.waitForResponse(
        (response) =>
          response.url().endsWith(API.comment) && response.request().method() === 'POST',
      );
      await page.getByLabel('Your comment').fill(uniqueName('One more thing'));
      await page.getByRole('button', { name: 'Post' }).click();
      expect((await refused).status()).toBe(403);
      await expect(page.getByRole('alert')).toContainText(
        withCount(API_MESSAGES.moderation.timedOut, 10),
      );

      // Live Moderation lists it, with where it came from, and lifts it.
      await panel.goto('/admin?section=moderation&view=sanctions');
      await expect(panel.getByRole('tab', { name: 'Sanctions in force' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const listed = panel
        .getByRole('list', { name: 'Sanctions' })
        .getByRole('article')
        .filter({ hasText: guest.name });
      await expect(listed.getByText('Timed out')).toBeVisible();
      await expect(listed).toContainText('From a comment');
      await expect(listed).toContainText(comment);
      await expect(listed).toContainText(guest.email);
      await expect(listed).toContainText('by Sister Abena');
      await listed.getByRole('button', { name: /^Lift/ }).click();
      await expect(listed).toHaveCount(0);
      await expect(
        panel.getByRole('status').filter({ hasText: `Lifted: ${guest.name}` }),
      ).toBeVisible();

      const again = page.waitForResponse(
        (response) =>
          response.url().endsWith(API.comment) && response.request().method() === 'POST',
      );
      await page.getByLabel('Your comment').fill(uniqueName('Thank you'));
      await page.getByRole('button', { name: 'Post' }).click();
      expect((await again).status()).toBe(201);
      expect(await staff.violations.collect()).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });

  test('staff signed into the panel post on the public page without slow mode; the header goes with writes only', async ({
    page,
    adminApi,
    createStream,
    signInAsAdmin,
  }) => {
    const stream = await createStream({ isLive: true });
    const room = await adminApi.put(apiPath(API.adminStreamChat, { id: stream._id }), {
      data: { slowModeSeconds: 120, pinnedMessage: null, who: 'everyone' },
    });
    expect(room.status()).toBe(200);
    // Signed into the panel in this browser, then on the public page as a guest.
    await signInAsAdmin(page, '/admin');
    await asVisitor(page, { name: 'Pastor Ade', email: 'pastor@example.org', isGuest: true });
    const staffHeaders: { method: string; path: string; staff: boolean }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/admin')) return;
      staffHeaders.push({
        method: request.method(),
        path: url.pathname,
        staff: STAFF_AUTHORIZATION_HEADER in request.headers(),
      });
    });
    const chat = await openChat(page, stream);
    for (const label of ['Welcome, everyone', 'Please open to Psalm 23']) {
      const text = uniqueName(label);
      expect((await sendChat(page, text)).status).toBe(201);
      await expect(chat.getByText(text)).toBeVisible();
    }
    await expect(page.getByTestId('slow-mode-wait')).toHaveCount(0);
    const writes = staffHeaders.filter((call) => call.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes.every((call) => call.staff)).toBe(true);
    expect(staffHeaders.filter((call) => call.method === 'GET').some((call) => call.staff)).toBe(
      false,
    );
  });
  for (const theme of ['light', 'dark'] as const) {
    test(`the Sender menu and the sanctions list pass the accessibility audit in the ${theme} theme`, async ({
      page,
      adminApi,
      createStream,
      createComment,
      cleanup,
      signInAsAdmin,
    }) => {
      await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
      const stream = await createStream();
      const content = uniqueName('An audited comment');
      const comment = await createComment(stream._id, {
        content,
        userName: 'Audited Commenter',
        userEmail: `${uniqueName('audited').replace(' ', '.')}@example.org`,
      });
      await sanction(adminApi, cleanup, { commentId: comment._id, kind: 'timeout', minutes: 60 });

      await signInAsAdmin(page, `/admin?section=comments&q=${encodeURIComponent(content)}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const card = page.getByRole('article').filter({ hasText: content });
      await card.getByRole('button', { name: /^Sender:/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Shadow-mute' })).toBeVisible();
      const withMenu = await audit(page);
      expect(withMenu.violations, `Comment Management in the ${theme} theme`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      await page.goto('/admin?section=moderation&view=sanctions');
      await expect(page.getByRole('list', { name: 'Sanctions' })).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      const list = await audit(page);
      expect(list.violations, `Sanctions in force in the ${theme} theme`).toEqual([]);
    });
  }
});
