import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { readStorage, uniqueName } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const GUEST = { name: 'Ada Okafor', email: 'ada@example.org', isGuest: true };

async function asGuest(page: Page) {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.livestreamUser, JSON.stringify(GUEST)] as const,
  );
}

async function watchStream(page: Page, stream: { _id: string; title: string }) {
  await page.goto(`/LiveStream?stream=${stream._id}`);
  await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
}

test.describe('the live page', () => {
  test('Enter sends in every tab and Shift+Enter starts a new line', async ({
    page,
    createStream,
  }) => {
    await asGuest(page);
    await watchStream(page, await createStream());
    const tabs = [
      { tab: 'Comments', input: 'Your comment', log: 'Comments', path: API.comment },
      { tab: 'Live Chat', input: 'Your chat message', log: 'Live chat', path: API.chatMessage },
      {
        tab: 'Prayer Requests',
        input: 'Your prayer request',
        log: 'Prayer requests',
        path: API.chatMessage,
      },
    ];
    for (const { tab, input, log, path } of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      const box = page.getByLabel(input);
      await box.click();
      await box.pressSequentially('First line');
      await box.press('Shift+Enter');
      await box.pressSequentially('second line');
      await expect(box).toHaveValue('First line\nsecond line');

      const text = uniqueName(`${tab} by keyboard`);
      await box.fill(text);
      const sent = page.waitForResponse(
        (response) => response.url().endsWith(path) && response.request().method() === 'POST',
      );
      await box.press('Enter');
      expect((await sent).status()).toBe(201);
      await expect(page.getByRole('log', { name: log }).getByText(text)).toBeVisible();
      await expect(box).toHaveValue('');
    }
  });

  test('the message log is reachable by keyboard and announces others politely, once', async ({
    page,
    createStream,
    createChatMessage,
  }) => {
    await asGuest(page);
    const stream = await createStream();
    await watchStream(page, stream);
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    const log = page.getByRole('log', { name: 'Live chat' });
    await expect(log.getByText('No messages yet. Say hello to everyone watching.')).toBeVisible();
    await expect(log).toHaveAttribute('tabindex', '0');
    await log.focus();
    await expect(log).toBeFocused();

    const panel = page.getByRole('tabpanel', { name: 'Live Chat' });
    const status = panel.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const theirs = uniqueName('Peace be with you');
    await createChatMessage(stream._id, { userName: 'Kofi', message: theirs });
    await expect(status).toHaveText(`Kofi: ${theirs}`);

    // The visitor's own message shows in the list but is not read back to them.
    const mine = uniqueName('Thank you');
    await page.getByLabel('Your chat message').fill(mine);
    await page.getByLabel('Your chat message').press('Enter');
    await expect(log.getByText(mine)).toBeVisible();
    await expect(status).toHaveText(`Kofi: ${theirs}`);
  });

  test('a desktop panel shows twelve or more chat lines at once', async ({
    page,
    createStream,
    createChatMessage,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await asGuest(page);
    const stream = await createStream();
    const words = ['Amen!', 'Good morning church', 'Blessings from Lagos', 'Hallelujah'];
    for (let index = 0; index < 15; index += 1) {
      await createChatMessage(stream._id, {
        userName: ['Kofi', 'Grace Adeyemi', 'Tunde', 'Esther'][index % 4],
        message: `${words[index % words.length] ?? ''} ${String(index)}`,
      });
    }
    await watchStream(page, stream);
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    const log = page.getByRole('log', { name: 'Live chat' });
    await expect(log.getByRole('article')).toHaveCount(15);
    const visible = await log.evaluate((scroller) => {
      const box = scroller.getBoundingClientRect();
      return [...scroller.querySelectorAll('article')].filter((article) => {
        const rect = article.getBoundingClientRect();
        return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      }).length;
    });
    expect(visible).toBeGreaterThanOrEqual(12);
  });

  test('a shared link scrolls the player into view', async ({ page, createStream }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await asGuest(page);
    const stream = await createStream();
    await page.goto(`/LiveStream?stream=${stream._id}`);
    await expect(page.getByRole('button', { name: `Play ${stream.title}` })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a Twitch channel plays with this site as its parent', async ({ page, createStream }) => {
    await asGuest(page);
    const stream = await createStream({ streamUrl: 'https://www.twitch.tv/lampstandchurch' });
    await watchStream(page, stream);
    // The player itself cannot load here; what the page asks for is what matters.
    await page.route('https://player.twitch.tv/**', (route) => route.fulfill({ body: '' }));
    await page.getByRole('button', { name: `Play ${stream.title}` }).click();
    const src = await page.getByTitle(stream.title).getAttribute('src');
    const url = new URL(src ?? '');
    expect(url.origin).toBe('https://player.twitch.tv');
    expect(url.searchParams.get('channel')).toBe('lampstandchurch');
    expect(url.searchParams.get('parent')).toBe(new URL(page.url()).hostname);
  });
});

test.describe('the access modal on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
  });

  test('the first visit offers Continue as Guest on the first screen', async ({ page }) => {
    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await expect(modal.getByRole('button', { name: 'Continue as Guest' })).toBeInViewport({
      ratio: 1,
    });
  });

  test('once closed, the modal does not come back on reload', async ({ page }) => {
    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    expect(await readStorage(page, STORAGE_KEYS.livestreamAccessClosed)).not.toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Choose a livestream' }),
    ).toBeVisible();
    await expect(modal).toBeHidden();
    // Who they are is still asked when they take part.
    expect(await readStorage(page, STORAGE_KEYS.livestreamUser)).toBeNull();
  });
});

test.describe('the dialogs', () => {
  test('a dialog the browser closes while it sends comes back, and closes and opens again after', async ({
    page,
  }) => {
    // A returning visitor: no welcome dialog.
    await page.addInitScript(([key, at]) => localStorage.setItem(key, at), [
      STORAGE_KEYS.livestreamAccessClosed,
      new Date().toISOString(),
    ] as const);
    await page.goto('/LiveStream');
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByLabel('Your name').fill('Ada Okafor');
    await dialog.getByLabel('Email').fill('ada@example.org');
    await dialog.getByLabel('Subject').selectOption('General Inquiry');
    await dialog.getByLabel('Message').fill('Sent while the browser closed the dialog');

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API.contact}`, async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    // What Chromium does on a second Escape a page may not refuse: the dialog closes itself.
    await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog[open]')?.close());
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog.modal-layer[open]')).toHaveCount(1);

    release();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success.getByText(MESSAGES.contact.success)).toBeVisible();
    await success.getByRole('button', { name: 'Close' }).last().click();
    await expect(success).toBeHidden();
    await expect(dialog).toBeHidden();

    // Closed by Escape, and opened again: it still closes.
    for (let round = 0; round < 2; round += 1) {
      await page.getByRole('button', { name: 'Contact Us' }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('the stream form', () => {
  test('says before saving when a link cannot be embedded', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin(page, '/admin?section=streams');
    await page.getByRole('button', { name: 'Add New Stream' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Stream' });
    const streamUrl = form.getByLabel('Stream URL');

    await streamUrl.fill('https://www.youtube.com/@lampstandchurch/live');
    await expect(form.getByText(MESSAGES.adminStreams.embedNotAPlayer)).toBeVisible();
    await expect(streamUrl).toHaveAccessibleDescription(
      new RegExp(MESSAGES.adminStreams.embedNotAPlayer.slice(0, 40)),
    );

    await streamUrl.fill('https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live');
    await expect(form.getByText(MESSAGES.adminStreams.embedNotAPlayer)).toBeHidden();

    await streamUrl.fill('https://video.example.org/live');
    await expect(form.getByText(MESSAGES.adminStreams.embedUnknownSite)).toBeVisible();

    // An embed link is used as given, so the warning follows it to its own field.
    await form.getByLabel('Embed URL (optional)').fill('https://www.youtube.com/@lampstandchurch');
    const embedField = form.getByLabel('Embed URL (optional)');
    await expect(embedField).toHaveAccessibleDescription(
      new RegExp(MESSAGES.adminStreams.embedNotAPlayer.slice(0, 40)),
    );
    await form.getByLabel('Embed URL (optional)').fill('');
    await streamUrl.fill('https://www.twitch.tv/lampstandchurch');
    await expect(form.getByText(/This link cannot be embedded/)).toBeHidden();
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the player, chat and access modal have no serious violations in the ${theme} theme`, async ({
    page,
    createStream,
    createChatMessage,
  }) => {
    test.slow();
    const stream = await createStream();
    const reacted = await createChatMessage(stream._id, { userName: 'Kofi' });
    await createChatMessage(stream._id, { userName: 'Esther' });
    const reaction = await page.request.put(apiPath(API.chatMessageReaction, { id: reacted._id }), {
      data: { reactionType: 'amen' },
    });
    expect(reaction.ok()).toBe(true);
    await page.addInitScript((saved) => {
      window.localStorage.setItem('theme', saved);
    }, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/LiveStream?stream=${stream._id}`);
    const audit = async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
    };
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    await expect(modal).toBeVisible();
    expect(await audit()).toEqual([]);

    await modal.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    const log = page.getByRole('log', { name: 'Live chat' });
    await expect(log.getByRole('article')).toHaveCount(2);
    await log.getByRole('article').first().getByRole('button', { name: 'Add a reaction' }).click();
    expect(await audit()).toEqual([]);
  });
}
