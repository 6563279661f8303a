import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test, watchCspViolations } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { uniqueToken } from './support.js';

// Two browsers and a server on a busy machine: room for each step.
test.describe.configure({ timeout: 120_000 });

/** A visitor's browser of its own, from an address of its own, who gave a name on the live page. */
async function visitorBrowser(browser: Browser, info: TestInfo, octet: number) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.251.${String(info.workerIndex % 250)}.${String(octet)}`,
    },
  });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.livestreamUser,
    JSON.stringify({ name: 'Ruth Bello', email: 'ruth@example.org', isGuest: true }),
  ] as const);
  const violations = await watchCspViolations(context);
  return { context, violations, page: await context.newPage() };
}

async function sendFromLivePage(page: Page, text: string, teamOnly: boolean) {
  const box = page.getByLabel('Your prayer request');
  const teamOnlyBox = page.getByRole('checkbox', { name: 'Only the prayer team' });
  if (teamOnly) await teamOnlyBox.check();
  else await teamOnlyBox.uncheck();
  const sent = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === API.chatMessage &&
      response.request().method() === 'POST',
  );
  await box.fill(text);
  await box.press('Enter');
  expect((await sent).status()).toBe(201);
}

async function sendFromPrayerPage(page: Page, text: string, teamOnly: boolean) {
  const form = page.getByRole('form', { name: 'Send a prayer request' });
  await form.getByLabel('Your prayer request').fill(text);
  await form
    .getByRole('radio', {
      name: teamOnly ? /Only the prayer team/ : /The church, on the prayer wall/,
    })
    .check();
  const sent = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === API.prayerRequest &&
      response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send Prayer Request' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/Your prayer request has reached the prayer team/)).toBeVisible();
}

test.describe('prayer care', () => {
  test('requests from the live page and /prayer reach the team at once; the public one reaches the wall once approved, the private ones never', async ({
    page,
    browser,
    createStream,
    signInAsAdmin,
  }, info) => {
    const token = uniqueToken();
    const stream = await createStream({ isLive: true });

    // The prayer team's queue, open before anything is sent, narrowed to this test's requests.
    await signInAsAdmin(page, `/admin?section=prayer&q=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer Requests' })).toBeVisible();
    await expect(page.getByText('No prayer requests found')).toBeVisible();

    const visitor = await visitorBrowser(browser, info, 31);
    try {
      const live = visitor.page.waitForResponse(
        (response) => new URL(response.url()).pathname === API.live,
      );
      await visitor.page.goto(`/LiveStream?stream=${stream._id}`);
      await live;
      await visitor.page.getByRole('tab', { name: 'Prayer Requests' }).click();
      const tab = visitor.page.getByRole('log', { name: 'Prayer requests' });
      await sendFromLivePage(visitor.page, `Live private ${token}`, true);
      await expect(visitor.page.getByText(/Sent privately to the prayer team/)).toBeVisible();
      await sendFromLivePage(visitor.page, `Live public ${token}`, false);
      await expect(tab.getByText(`Live public ${token}`)).toBeVisible();
      await expect(tab.getByText(`Live private ${token}`)).toHaveCount(0);

      await visitor.page.getByRole('link', { name: 'Prayer wall' }).click();
      await expect(visitor.page).toHaveURL('/prayer');
      await expect(
        visitor.page.getByRole('heading', { level: 1, name: 'Prayer Wall' }),
      ).toBeVisible();
      await sendFromPrayerPage(visitor.page, `Page private ${token}`, true);
      // The sender keeps seeing their private request on this device, marked as private.
      const kept = visitor.page.getByRole('list', { name: 'Your private requests' });
      await expect(kept.getByRole('listitem').first()).toContainText(`Page private ${token}`);
      await expect(kept.getByRole('listitem').first()).toContainText(
        'Only the prayer team sees this',
      );
      await sendFromPrayerPage(visitor.page, `Page public ${token}`, false);

      // All four in the queue, without a reload, newest first.
      const queue = page.getByRole('list', { name: 'Prayer requests' });
      await expect(queue.getByRole('article')).toHaveCount(4);
      await expect(queue.getByRole('article').first()).toContainText(`Page public ${token}`);
      const publicCard = queue.getByRole('article').filter({ hasText: `Page public ${token}` });
      const privateCard = queue.getByRole('article').filter({ hasText: `Page private ${token}` });
      await expect(privateCard.getByText('Private', { exact: true })).toBeVisible();
      await expect(privateCard.getByRole('button', { name: 'Approve for wall' })).toHaveCount(0);
      await expect(publicCard.getByText('Public, not approved')).toBeVisible();

      // Nothing shows on the wall before the team approves.
      await visitor.page.reload();
      await expect(visitor.page.getByText(`Page public ${token}`)).toHaveCount(0);

      await publicCard.getByRole('button', { name: 'Take it' }).click();
      await expect(publicCard.getByText(/Assigned to/)).toBeVisible();
      await publicCard.getByRole('button', { name: 'Approve for wall' }).click();
      await expect(publicCard.getByText('On the wall')).toBeVisible();
      await publicCard.getByRole('button', { name: 'Notes & more' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prayer Request' });
      await dialog.getByLabel('Status').selectOption('answered');
      await dialog.getByLabel('Praise report').fill(`God answered ${token}`);
      await dialog.getByLabel('Add a private note').fill('Called her on Tuesday');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(publicCard.getByText('Answered', { exact: true })).toBeVisible();
      await expect(publicCard.getByText('Called her on Tuesday')).toBeVisible();

      // Mine: the one this admin took.
      await page.getByLabel('Filter by assignee').selectOption('mine');
      await expect(queue.getByRole('article')).toHaveCount(1);

      await visitor.page.reload();
      const wallCard = visitor.page
        .getByRole('list', { name: 'Prayer requests' })
        .getByRole('article')
        .filter({ hasText: `Page public ${token}` });
      await expect(wallCard).toContainText('Ruth');
      await expect(wallCard).not.toContainText('Bello');
      await expect(wallCard).toContainText(`God answered ${token}`);

      // "I prayed" counts once per visitor, a reload and a second call included.
      const prayed = wallCard.getByRole('button', { name: /I prayed/ });
      await prayed.click();
      await expect(wallCard.getByRole('button', { name: /You prayed/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(
        wallCard.getByRole('button', { name: 'You prayed 1 person prayed' }),
      ).toBeVisible();
      await visitor.page.reload();
      await expect(wallCard.getByRole('button', { name: /You prayed/ })).toBeVisible();
      const wall = await visitor.page.request.get(API.prayerWall);
      const { prayerRequests } = (await wall.json()) as {
        prayerRequests: { _id: string; request: string }[];
      };
      const mine = prayerRequests.find((item) => item.request === `Page public ${token}`);
      expect(mine).toBeDefined();
      const again = await visitor.page.request.post(
        apiPath(API.prayerRequestPrayed, { id: mine?._id ?? '' }),
      );
      expect(await again.json()).toEqual({ prayedCount: 1 });

      // The private ones appear in no public answer.
      const wallText = JSON.stringify(prayerRequests);
      expect(wallText).not.toContain(`private ${token}`);
      expect(wallText).not.toContain('ruth@example.org');
      const chat = await visitor.page.request.get(
        `${apiPath(API.chatMessages, { streamId: stream._id })}?messageType=prayer`,
      );
      expect(await chat.text()).not.toContain(`private ${token}`);
      // Only the sender's own list on this device shows theirs; the wall never does.
      await expect(
        visitor.page.getByRole('list', { name: 'Prayer requests' }).getByText(`private ${token}`),
      ).toHaveCount(0);
      await expect(visitor.page.getByText(`Live private ${token}`)).toHaveCount(0);
      expect(await visitor.violations.collect()).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('a private request stays with its sender on that device only, until they remove it', async ({
    browser,
  }, info) => {
    const token = uniqueToken();
    const sender = await visitorBrowser(browser, info, 31);
    const other = await visitorBrowser(browser, info, 32);
    try {
      await sender.page.goto('/prayer');
      await sendFromPrayerPage(sender.page, `Kept private ${token}`, true);
      const mine = sender.page.getByRole('list', { name: 'Your private requests' });
      await expect(mine.getByRole('listitem')).toHaveCount(1);
      await sender.page.reload();
      await expect(mine.getByRole('listitem')).toContainText(`Kept private ${token}`);
      await expect(mine.getByRole('listitem')).toContainText('Only the prayer team sees this');

      // Another device never sees it.
      await other.page.goto('/prayer');
      await expect(
        other.page.getByRole('heading', { level: 1, name: 'Prayer Wall' }),
      ).toBeVisible();
      await expect(other.page.getByText(`Kept private ${token}`)).toHaveCount(0);

      await mine.getByRole('button', { name: 'Remove from this device' }).click();
      await expect(sender.page.getByText(`Kept private ${token}`)).toHaveCount(0);
      await sender.page.reload();
      await expect(
        sender.page.getByRole('heading', { level: 1, name: 'Prayer Wall' }),
      ).toBeVisible();
      await expect(sender.page.getByText(`Kept private ${token}`)).toHaveCount(0);
      expect(await sender.violations.collect()).toEqual([]);
    } finally {
      await sender.context.close();
      await other.context.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the prayer wall fits a 375px phone and passes the accessibility audit in the ${theme} theme`, async ({
      page,
      request,
      adminApi,
    }) => {
      // An answered request with a praise report on the wall, so every kind of card is audited.
      const token = uniqueToken();
      const sent = await request.post(API.prayerRequest, {
        data: { name: 'Tobi Ade', request: `Answered ${token}`, isPrivate: false },
      });
      const { prayerRequest } = (await sent.json()) as { prayerRequest: { _id: string } };
      const answered = await adminApi.patch(
        apiPath(API.adminPrayerRequest, { id: prayerRequest._id }),
        { data: { isApproved: true, status: 'answered', praiseReport: `Praise ${token}` } },
      );
      expect(answered.status()).toBe(200);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
      await page.goto('/prayer');
      await expect(page.getByRole('heading', { level: 1, name: 'Prayer Wall' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByText(`Praise ${token}`)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`the Prayer Requests section fits a 375px phone and passes the accessibility audit in the ${theme} theme`, async ({
      page,
      request,
      signInAsAdmin,
    }) => {
      const token = uniqueToken();
      const sent = await request.post(API.prayerRequest, {
        data: { name: 'Ada Obi', request: `Phone queue ${token}`, isPrivate: false },
      });
      expect(sent.status()).toBe(201);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
      await signInAsAdmin(page, `/admin?section=prayer&q=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Prayer Requests' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(
        page.getByRole('article').filter({ hasText: `Phone queue ${token}` }),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The audit at the desktop width the panel's other audits use.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }

  test('an admin erases everything one person sent, by their email address', async ({
    page,
    signInAsAdmin,
  }) => {
    const token = uniqueToken();
    const email = `erase-${token}@example.org`;
    for (const request of [`First ${token}`, `Second ${token}`]) {
      const sent = await page.request.post(API.prayerRequest, {
        data: { name: 'Tolu Ade', email, request },
      });
      expect(sent.status()).toBe(201);
    }
    await signInAsAdmin(page, `/admin?section=prayer&q=${token}`);
    const queue = page.getByRole('list', { name: 'Prayer requests' });
    await expect(queue.getByRole('article')).toHaveCount(2);

    // The queue as it is filtered, saved as a file, before it goes.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^prayer-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain(`First ${token}`);
    expect(csv).toContain(`Second ${token}`);
    expect(csv).toContain(email);

    await page.getByRole('button', { name: 'Erase by email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase a person’s prayer requests' });
    await dialog.getByLabel('Email address').fill('not an address');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await dialog.getByLabel('Email address').fill(` ${email} `);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Erased 2 prayer request(s)')).toBeVisible();
    await expect(page.getByText('No prayer requests found')).toBeVisible();
  });

  test('the header and its phone menu lead to the prayer wall; the dashboard’s quick action to the queue', async ({
    page,
    signInAsAdmin,
  }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'PRAYER' })
      .click();
    await expect(page).toHaveURL('/prayer');
    await expect(page).toHaveTitle(/^Prayer Wall \| /);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'PRAYER' }),
    ).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page, '/admin');
    await page
      .getByRole('link', { name: /Prayer Requests/ })
      .last()
      .click();
    await expect(page).toHaveURL(/section=prayer/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer Requests' })).toBeVisible();
  });
});
