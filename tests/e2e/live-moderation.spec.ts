import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { API_MESSAGES, withCount } from '#shared/api-messages.js';
import { adminChatMessagesResponseSchema } from '#shared/schemas/moderation.js';
import { staffMemberResponseSchema } from '#shared/schemas/staff.js';
import {
  asGuest,
  asVisitor,
  openChat,
  secondVisitor,
  signedIn,
  uniqueName,
  uniqueToken,
  type Guest,
} from './support.js';

// Two browsers and a server on a busy machine: room for each step.
test.describe.configure({ timeout: 120_000 });

async function send(page: Page, text: string) {
  await page.getByLabel('Your chat message').fill(text);
  await page.getByLabel('Your chat message').press('Enter');
}

test.describe('live moderation', () => {
  test('a moderator hides a message and it leaves a viewer’s open page', async ({
    page,
    browser,
    adminApi,
    createStream,
    createChatMessage,
    cleanup,
  }, info) => {
    // A moderator of the church's own, not the admin: the view is theirs to use.
    const username = `mod-${uniqueToken()}`;
    const password = 'moderator-password-1';
    const added = await adminApi.post(API.adminStaffList, {
      data: { username, displayName: 'Deacon Kojo', password, role: 'moderator' },
    });
    expect(added.status()).toBe(201);
    const { staff } = staffMemberResponseSchema.parse(await added.json());
    cleanup(() => adminApi.delete(apiPath(API.adminStaffMember, { id: staff._id })));

    const stream = await createStream({ isLive: true });
    await asGuest(page, { name: 'Ama Mensah', email: 'ama@example.org', isGuest: true });
    const chat = await openChat(page, stream);
    const abusive = uniqueName('Something abusive');
    await createChatMessage(stream._id, { message: abusive });
    await expect(chat.getByText(abusive)).toBeVisible();

    const moderator = await secondVisitor(browser, info);
    try {
      await moderator.page.goto('/admin/login');
      await moderator.page.getByLabel('Username').fill(username);
      await moderator.page.getByRole('textbox', { name: 'Password' }).fill(password);
      await moderator.page.getByRole('button', { name: 'Sign In' }).click();
      await expect(moderator.page).toHaveURL(/\/admin$/);
      await moderator.page.goto(`/admin?section=moderation&stream=${stream._id}`);
      await expect(
        moderator.page.getByRole('heading', { level: 1, name: 'Live Moderation' }),
      ).toBeVisible();
      const card = moderator.page.getByRole('article').filter({ hasText: abusive });
      await expect(card.getByText('Visible')).toBeVisible();
      const patched = moderator.page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.status() === 200,
      );
      await card.getByRole('button', { name: 'Hide' }).click();
      await patched;
      // Only the page's event stream takes a message away: a poll adds what is new, never removes.
      await expect(chat.getByText(abusive)).toHaveCount(0);
      await expect(card.getByText('Hidden')).toBeVisible();
      expect(await moderator.violations.collect()).toEqual([]);
    } finally {
      await moderator.context.close();
    }
  });

  for (const who of ['guest', 'member'] as const) {
    test(`the pinned message and slow mode reach a ${who}'s open page; the send button counts down`, async ({
      page,
      adminApi,
      createStream,
      createMember,
    }) => {
      const stream = await createStream({ isLive: true });
      const kofi: Guest = { name: 'Kofi Owusu', email: 'kofi@example.org', isGuest: true };
      await asVisitor(page, who === 'guest' ? kofi : signedIn(await createMember()));
      await openChat(page, stream);
      const pinned = uniqueName('Welcome! Please be kind to one another');
      const saved = await adminApi.put(apiPath(API.adminStreamChat, { id: stream._id }), {
        data: { slowModeSeconds: 30, pinnedMessage: pinned, who: 'everyone' },
      });
      expect(saved.status()).toBe(200);
      // No reload: the stream list event brings it.
      await expect(page.getByRole('complementary', { name: 'Pinned message' })).toHaveText(pinned);

      await send(page, uniqueName('Amen'));
      const wait = page.getByTestId('slow-mode-wait');
      await expect(wait).toHaveText(/^(30|29|28)s$/);
      await expect(page.getByRole('button', { name: /Send: wait \d+ seconds/ })).toBeDisabled();
      // It counts down.
      await expect(wait).not.toHaveText(/^(30|29)s$/, { timeout: 5000 });
    });

    test(`a ${who}'s held message is seen by its sender, marked, and by others only once approved`, async ({
      page,
      browser,
      adminApi,
      createStream,
      createMember,
      cleanup,
    }, info) => {
      const word = `heldword${String(Date.now() % 100000)}`;
      const before = await adminApi.get(API.adminSettings);
      const { moderation } = (await before.json()).settings;
      await adminApi.put(API.adminSettings, {
        data: { moderation: { ...moderation, blockedWords: [...moderation.blockedWords, word] } },
      });
      cleanup(() => adminApi.put(API.adminSettings, { data: { moderation } }));

      const stream = await createStream({ isLive: true });
      const yaw: Guest = { name: 'Yaw Asante', email: 'yaw@example.org', isGuest: true };
      await asVisitor(page, who === 'guest' ? yaw : signedIn(await createMember()));
      const mine = await openChat(page, stream);
      const other = await secondVisitor(browser, info);
      try {
        await asGuest(other.page, { name: 'Efua', email: 'efua@example.org', isGuest: true });
        const theirs = await openChat(other.page, stream);
        const text = uniqueName(`This is ${word} here`);
        await send(page, text);
        const own = mine.getByRole('article').filter({ hasText: text });
        await expect(own.getByText('Awaiting review')).toBeVisible();
        const visible = uniqueName('An ordinary message');
        await send(other.page, visible);
        await expect(mine.getByText(visible)).toBeVisible();
        await expect(theirs.getByText(text)).toHaveCount(0);

        const queue = await adminApi.get(
          `${API.adminChatMessages}?streamId=${stream._id}&state=held`,
        );
        const { messages } = adminChatMessagesResponseSchema.parse(await queue.json());
        expect(messages.map((m) => m.message)).toEqual([text]);
        const approved = await adminApi.patch(
          apiPath(API.adminChatMessage, { id: messages[0]?._id ?? '' }),
          { data: { state: 'visible' } },
        );
        expect(approved.status()).toBe(200);
        await expect(theirs.getByText(text)).toBeVisible();
        await expect(own.getByText('Awaiting review')).toHaveCount(0);
      } finally {
        await other.context.close();
      }
    });

    test(`a timed-out ${who} is told how long they must wait`, async ({
      page,
      adminApi,
      createStream,
      createMember,
    }) => {
      const stream = await createStream({ isLive: true });
      const troublesome: Guest = {
        name: 'Troublesome',
        email: 'trouble@example.org',
        isGuest: true,
      };
      await asVisitor(page, who === 'guest' ? troublesome : signedIn(await createMember()));
      const chat = await openChat(page, stream);
      const first = uniqueName('First message');
      const posted = page.waitForResponse(
        (response) => response.url().endsWith(API.chatMessage) && response.status() === 201,
      );
      await send(page, first);
      const { chatMessage } = await (await posted).json();
      await expect(chat.getByText(first)).toBeVisible();
      const timedOut = await adminApi.post(API.adminSanctions, {
        data: { messageId: chatMessage._id, kind: 'timeout', minutes: 10 },
      });
      expect(timedOut.status()).toBe(201);
      const { sanction } = await timedOut.json();
      try {
        await send(page, uniqueName('Second message'));
        await expect(page.getByRole('alert')).toContainText(
          withCount(API_MESSAGES.moderation.timedOut, 10),
        );
      } finally {
        // The timeout covers this worker's address: lift it for the tests after this one.
        await adminApi.delete(apiPath(API.adminSanction, { id: sanction._id }));
      }
    });
  }
});
