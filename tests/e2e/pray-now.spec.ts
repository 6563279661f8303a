import type { Browser, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { staffMemberResponseSchema } from '#shared/schemas/staff.js';
import { asGuest, hydrated, secondVisitor, uniqueName, uniqueToken } from './support.js';

// Three browsers, a sign-in and a conversation on a busy machine: room for each step.
test.describe.configure({ timeout: 120_000 });

async function signedInModerator(
  browser: Browser,
  info: TestInfo,
  credentials: { username: string; password: string },
) {
  const moderator = await secondVisitor(browser, info);
  await moderator.page.goto('/admin/login');
  await moderator.page.getByLabel('Username').fill(credentials.username);
  await moderator.page.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
  await moderator.page.getByRole('button', { name: 'Sign In' }).click();
  await expect(moderator.page).toHaveURL(/\/admin$/);
  return moderator;
}

test('a visitor asks to pray with someone now; a moderator accepts and they talk privately', async ({
  page,
  browser,
  adminApi,
  createStream,
  cleanup,
}, info) => {
  const username = `mod-${uniqueToken()}`;
  const password = 'moderator-password-1';
  const added = await adminApi.post(API.adminStaffList, {
    data: { username, displayName: 'Deacon Kojo', password, role: 'moderator' },
  });
  expect(added.status()).toBe(201);
  const { staff } = staffMemberResponseSchema.parse(await added.json());
  cleanup(() => adminApi.delete(apiPath(API.adminStaffMember, { id: staff._id })));
  const stream = await createStream({ isLive: true });

  const moderator = await signedInModerator(browser, info, { username, password });
  const onlooker = await secondVisitor(browser, info, {
    name: 'Kofi Owusu',
    email: 'kofi@example.org',
    isGuest: true,
  });
  try {
    // The visitor asks from the live page's Prayer Requests tab; their name is filled in.
    await asGuest(page, { name: 'Ama Mensah', email: 'ama@example.org', isGuest: true });
    await page.goto(`/LiveStream?stream=${stream._id}`);
    await page.getByRole('tab', { name: 'Prayer Requests' }).click();
    await page.getByRole('button', { name: 'Pray with someone now' }).click();
    const flow = page.getByRole('region', { name: 'Pray with someone now' });
    await expect(flow.getByLabel('Your name')).toHaveValue('Ama Mensah');
    const request = uniqueName('Please pray for my father in hospital');
    await flow.getByLabel('What can we pray about?').fill(request);
    await flow.getByRole('button', { name: 'Ask someone to pray with me' }).click();
    await expect(flow.getByText('Waiting for someone from the prayer team…')).toBeVisible();
    // A reload finds the visitor still waiting.
    await page.reload();
    await hydrated(page);
    await page.getByRole('tab', { name: 'Prayer Requests' }).click();
    await expect(flow.getByText('Waiting for someone from the prayer team…')).toBeVisible();

    // Staff anywhere in the panel see it at once, and accept.
    const alert = moderator.page.getByRole('region', { name: 'Waiting to pray' });
    const item = alert.getByRole('listitem').filter({ hasText: request });
    await expect(item).toContainText('Ama Mensah');
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(moderator.page).toHaveURL(/section=quick-chats&chat=/);
    await expect(
      moderator.page.getByRole('heading', { name: 'Chat with Ama Mensah' }),
    ).toBeVisible();
    const staffSide = moderator.page.getByRole('list', { name: 'Messages' });
    await expect(staffSide).toContainText(request);

    // The visitor learns who is with them and sees the greeting in their name.
    await expect(flow.getByText('Deacon Kojo is praying with you', { exact: false })).toBeVisible();
    const visitorSide = flow.getByRole('list', { name: 'Messages' });
    await expect(visitorSide).toContainText("I'm Deacon Kojo from the prayer team");

    const thanks = uniqueName('Thank you for praying');
    await flow.getByRole('textbox', { name: 'Message' }).fill(thanks);
    await flow.getByRole('button', { name: 'Send' }).click();
    await expect(visitorSide).toContainText(thanks);
    await expect(staffSide).toContainText(thanks);

    const prayer = uniqueName('Lord, heal Ama’s father');
    await moderator.page.getByLabel('Reply').fill(prayer);
    await moderator.page.getByRole('button', { name: 'Send' }).click();
    await expect(visitorSide).toContainText(prayer);

    // Another viewer of the same stream sees none of it.
    await onlooker.page.goto(`/LiveStream?stream=${stream._id}`);
    await onlooker.page.getByRole('tab', { name: 'Prayer Requests' }).click();
    await expect(
      onlooker.page.getByRole('button', { name: 'Pray with someone now' }),
    ).toBeVisible();
    await expect(onlooker.page.getByRole('log', { name: 'Prayer requests' })).toBeVisible();
    for (const text of [request, thanks, prayer])
      await expect(onlooker.page.getByText(text)).toHaveCount(0);
    expect(await moderator.violations.collect()).toEqual([]);
    expect(await onlooker.violations.collect()).toEqual([]);
  } finally {
    await moderator.context.close();
    await onlooker.context.close();
  }
});
