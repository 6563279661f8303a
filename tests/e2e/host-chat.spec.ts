import { expect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { staffMemberResponseSchema } from '#shared/schemas/staff.js';
import { secondVisitor, uniqueName, uniqueToken } from './support.js';

// Two staff browsers and a visitor's on a busy machine: room for each step.
test.describe.configure({ timeout: 120_000 });

test('two staff members coordinate in Live Moderation’s team chat; the live page shows it to staff only', async ({
  page,
  browser,
  adminApi,
  signInAsAdmin,
  createStream,
  cleanup,
}, info) => {
  const username = `mod-${uniqueToken()}`;
  const password = 'moderator-password-1';
  const added = await adminApi.post(API.adminStaffList, {
    data: { username, displayName: 'Sister Abena', password, role: 'moderator' },
  });
  expect(added.status()).toBe(201);
  const { staff } = staffMemberResponseSchema.parse(await added.json());
  cleanup(() => adminApi.delete(apiPath(API.adminStaffMember, { id: staff._id })));
  const stream = await createStream({ isLive: true });
  const teamChat = `/admin?section=moderation&stream=${stream._id}&view=team`;

  await signInAsAdmin(page, teamChat);
  // Known on the live page too, so its access modal stays closed.
  const moderator = await secondVisitor(browser, info, {
    name: 'Sister Abena',
    email: 'abena@example.org',
    isGuest: true,
  });
  const visitor = await secondVisitor(browser, info, {
    name: 'Kofi Owusu',
    email: 'kofi@example.org',
    isGuest: true,
  });
  try {
    await moderator.page.goto('/admin/login');
    await moderator.page.getByLabel('Username').fill(username);
    await moderator.page.getByRole('textbox', { name: 'Password' }).fill(password);
    await moderator.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(moderator.page).toHaveURL(/\/admin$/);
    await moderator.page.goto(teamChat);

    const adminChat = page.getByRole('region', { name: 'Team chat' });
    const moderatorChat = moderator.page.getByRole('region', { name: 'Team chat' });
    await expect(adminChat.getByText('Only the team sees this chat.')).toBeVisible();
    await expect(moderatorChat.getByText('Only the team sees this chat.')).toBeVisible();

    const mine = uniqueName("I'll take the prayer requests");
    await moderatorChat.getByLabel('Message to the team').fill(mine);
    await moderatorChat.getByRole('button', { name: 'Send to the team' }).click();
    // The other staff member's panel gets it on its event stream, signed with the name.
    const fromModerator = adminChat.getByRole('listitem').filter({ hasText: mine });
    await expect(fromModerator).toContainText('Sister Abena');

    const reply = uniqueName('Thanks, I have the chat');
    await adminChat.getByLabel('Message to the team').fill(reply);
    await adminChat.getByRole('button', { name: 'Send to the team' }).click();
    await expect(moderatorChat.getByRole('listitem').filter({ hasText: reply })).toBeVisible();

    // On the live page, the signed-in staff member has a Team tab with the same chat.
    await moderator.page.goto(`/LiveStream?stream=${stream._id}`);
    await moderator.page.getByRole('tab', { name: 'Team' }).click();
    const pageChat = moderator.page.getByRole('region', { name: 'Team chat' });
    await expect(pageChat.getByRole('listitem').filter({ hasText: mine })).toBeVisible();
    await expect(pageChat.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
    const fromPage = uniqueName('Starting the altar call now');
    await pageChat.getByLabel('Message to the team').fill(fromPage);
    await pageChat.getByRole('button', { name: 'Send to the team' }).click();
    await expect(adminChat.getByRole('listitem').filter({ hasText: fromPage })).toBeVisible();

    // A visitor of the same stream has no Team tab and sees none of it.
    await visitor.page.goto(`/LiveStream?stream=${stream._id}`);
    await expect(visitor.page.getByRole('tab', { name: 'Live Chat' })).toBeVisible();
    await expect(visitor.page.getByRole('tab', { name: 'Team' })).toHaveCount(0);
    for (const text of [mine, reply, fromPage])
      await expect(visitor.page.getByText(text)).toHaveCount(0);
    expect(await moderator.violations.collect()).toEqual([]);
    expect(await visitor.violations.collect()).toEqual([]);
  } finally {
    await moderator.context.close();
    await visitor.context.close();
  }
});
