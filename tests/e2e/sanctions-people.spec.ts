import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import {
  asVisitor,
  openChat,
  signInThroughForm,
  signedIn,
  uniqueName,
  type Guest,
  type SignedInMember,
} from './support.js';

// Five browsers and a server on a busy machine: room for each step, never a timed assertion.
test.describe.configure({ timeout: 180_000 });

let networkSequence = 0;

/** A network several people share: one IPv4 address, or one IPv6 /64 with an address each. */
function sharedNetwork(kind: 'IPv4' | 'IPv6', info: TestInfo) {
  networkSequence += 1;
  const a = 200 + (info.workerIndex % 50);
  const b = (Date.now() + networkSequence) % 250;
  let host = 0;
  return () => {
    host += 1;
    return kind === 'IPv4'
      ? `10.${a}.${b}.7`
      : `2001:db8:${a.toString(16)}:${b.toString(16)}:${host.toString(16)}::1`;
  };
}

/** One person in a browser of their own (so a device key of their own) on the given address. */
async function person(
  browser: Browser,
  info: TestInfo,
  address: string,
  who: Guest | SignedInMember,
) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  await asVisitor(context, who);
  return { context, page: await context.newPage(), name: who.name };
}

/** Sends a chat message from the page and answers the status. */
async function send(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(API.chatMessage) && response.request().method() === 'POST',
  );
  await page.getByLabel('Your chat message').fill(text);
  await page.getByLabel('Your chat message').press('Enter');
  return (await answered).status();
}

/** Opens the Sender menu of the Live Moderation card holding `text`, sent by `name`. */
async function openSenderMenu(page: Page, text: string, name: string) {
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card.getByText('Guest', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Sender: time out, ban or shadow-mute ${name}` }).click();
}

const guest = (label: string): Guest => ({
  name: uniqueName(label),
  email: `${uniqueName(label).replace(/\s+/g, '.').toLowerCase()}@example.org`,
  isGuest: true,
});

for (const kind of ['IPv4', 'IPv6'] as const) {
  test(`three guests and a member on one ${kind} network: a timeout silences one guest; "their network too" every guest, never the member`, async ({
    page,
    browser,
    createStream,
    createMember,
  }, info) => {
    const stream = await createStream({ isLive: true });
    const network = sharedNetwork(kind, info);
    const member = signedIn(await createMember());
    const people = [
      await person(browser, info, network(), guest('Rowdy Ray')),
      await person(browser, info, network(), guest('Wale Good')),
      await person(browser, info, network(), guest('Quiet Kemi')),
      await person(browser, info, network(), member),
    ];
    const [ray, wale] = people as [(typeof people)[0], (typeof people)[0]];
    try {
      for (const one of people) {
        await openChat(one.page, stream);
        expect(await send(one.page, uniqueName(`Hello from ${one.name}`))).toBe(201);
      }
      const rude = uniqueName('Something rude');
      expect(await send(ray.page, rude)).toBe(201);

      await signInThroughForm(page);
      await page.goto(`/admin?section=moderation&stream=${stream._id}`);
      await openSenderMenu(page, rude, ray.name);
      // The network choice is explained before anything is set, and is off.
      await expect(
        page.getByRole('menuitemcheckbox', { name: 'Their network too' }),
      ).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByRole('menu')).toContainText('Signed-in members never are.');
      await page.getByRole('menuitem', { name: 'Timeout 10 min' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Timeout 10 min: ${ray.name}` }),
      ).toBeVisible();

      const statuses = async () => {
        const answers: number[] = [];
        for (const one of people) answers.push(await send(one.page, uniqueName('Amen')));
        return answers;
      };
      expect(await statuses()).toEqual([403, 201, 201, 201]);

      // Wale's next message earns a ban that covers the network.
      const worse = uniqueName('Something worse');
      expect(await send(wale.page, worse)).toBe(201);
      await page.reload();
      await openSenderMenu(page, worse, wale.name);
      await page.getByRole('menuitemcheckbox', { name: 'Their network too' }).click();
      await expect(
        page.getByRole('menuitemcheckbox', { name: 'Their network too' }),
      ).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('menuitem', { name: 'Ban' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `Ban: ${wale.name} and every guest on their network` }),
      ).toBeVisible();
      expect(await statuses()).toEqual([403, 403, 403, 201]);
      await expect(wale.page.getByRole('alert')).toContainText(API_MESSAGES.moderation.banned);

      // The list says which sanction reaches whom.
      await page.goto('/admin?section=moderation&view=sanctions');
      const list = page.getByRole('list', { name: 'Sanctions' });
      await expect(list.getByRole('article').filter({ hasText: ray.name })).toContainText(
        'This person only',
      );
      await expect(list.getByRole('article').filter({ hasText: wale.name })).toContainText(
        'This person and every guest on their network',
      );
      for (const name of [ray.name, wale.name]) {
        await list
          .getByRole('article')
          .filter({ hasText: name })
          .getByRole('button', { name: /^Lift/ })
          .click();
        await expect(list.getByRole('article').filter({ hasText: name })).toHaveCount(0);
      }
    } finally {
      for (const one of people) await one.context.close();
    }
  });
}

test('a guest posting under a member’s email and banned leaves the member able to post', async ({
  page,
  browser,
  createStream,
  createMember,
}, info) => {
  const stream = await createStream({ isLive: true });
  const member = signedIn(await createMember());
  const framer = await person(browser, info, sharedNetwork('IPv4', info)(), {
    name: member.name,
    email: member.email,
    isGuest: true,
  });
  const real = await person(browser, info, sharedNetwork('IPv4', info)(), member);
  try {
    await openChat(framer.page, stream);
    const abuse = uniqueName('Abuse in a member’s name');
    expect(await send(framer.page, abuse)).toBe(201);

    await signInThroughForm(page);
    await page.goto(`/admin?section=moderation&stream=${stream._id}`);
    await openSenderMenu(page, abuse, member.name);
    await page.getByRole('menuitem', { name: 'Ban' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Ban: ${member.name}` })).toBeVisible();

    expect(await send(framer.page, uniqueName('Again'))).toBe(403);
    await openChat(real.page, stream);
    expect(await send(real.page, uniqueName('Good morning, church'))).toBe(201);
  } finally {
    await framer.context.close();
    await real.context.close();
  }
});
