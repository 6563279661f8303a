import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { adminLoginResponseSchema } from '#shared/schemas/auth.js';
import { staffMemberResponseSchema } from '#shared/schemas/staff.js';
import { expect, test } from './fixtures.js';
import { asGuest, openChat, renderInBrowser, uniqueToken, withoutLiveUpdates } from './support.js';

// Box checks: what a visitor sees cut, covered or spilling, measured from the elements' boxes.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };
const LAPTOP = { width: 1366, height: 768 };
const THEMES = ['dark', 'light'] as const;
const GUEST = { name: 'Grace', email: 'grace@example.org', isGuest: true } as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/**
 * Other tests add streams and events at the same time, and the home banner shows the first live
 * one or the soonest: the page is drawn in the browser with this stream alone.
 */
async function showOnlyStream(page: Page, streamId: string): Promise<void> {
  await renderInBrowser(page);
  await withoutLiveUpdates(page);
  await page.route('**/api/streams/active', async (route) => {
    const response = await route.fetch();
    const { streams } = (await response.json()) as { streams: { _id: string }[] };
    await route.fulfill({
      response,
      json: { streams: streams.filter((active) => active._id === streamId) },
    });
  });
  await page.route('**/api/events/upcoming', (route) => route.fulfill({ json: { events: [] } }));
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far the page scrolls sideways: 0 when it fits the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element's content is wider or taller than its box (cut off or spilling). */
const clipped = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1,
  );

/** A staff member of the given role, signed in on the page as the sign-in form would. */
async function signInAsStaff(
  page: Page,
  adminApi: APIRequestContext,
  cleanup: (task: () => Promise<unknown>) => void,
  { displayName, role }: { displayName: string; role: 'admin' | 'moderator' },
) {
  const username = `joy-${uniqueToken()}`;
  const password = 'a-staff-password-1';
  const added = await adminApi.post(API.adminStaffList, {
    data: { username, displayName, password, role },
  });
  expect(added.status()).toBe(201);
  const { staff } = staffMemberResponseSchema.parse(await added.json());
  cleanup(() => adminApi.delete(apiPath(API.adminStaffMember, { id: staff._id })));
  const login = await page.request.post(API.adminLogin, { data: { username, password } });
  expect(login.ok()).toBe(true);
  const { token, admin } = adminLoginResponseSchema.parse(await login.json());
  await page.addInitScript(
    ([keys, value, info]) => {
      window.localStorage.setItem(keys.adminToken, value);
      window.localStorage.setItem(keys.adminInfo, info);
    },
    [STORAGE_KEYS, token, JSON.stringify(admin)] as const,
  );
  return { username };
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`the home page's ministries sit under their heading, padded and apart, at ${String(viewport.width)}px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const section = page.getByRole('region', { name: 'A place for every age' });
        const heading = section.getByRole('heading', { level: 2 });
        const cards = section.getByRole('listitem');
        await expect(cards).toHaveCount(3);
        await section.scrollIntoViewIfNeeded();

        const title = await box(heading);
        const boxes: Box[] = [];
        for (const card of await cards.all()) {
          const outer = await box(card);
          boxes.push(outer);
          expect(outer.y, 'a card starts below the heading').toBeGreaterThanOrEqual(
            title.y + title.height,
          );
          expect(outer.x + outer.width).toBeLessThanOrEqual(viewport.width);
          // Icon, title, line and link keep at least 1rem from every edge of the card.
          for (const part of [
            card.locator('.card__icon'),
            card.getByRole('heading', { level: 3 }),
            card.getByRole('link'),
          ]) {
            const inner = await box(part);
            expect(inner.x - outer.x).toBeGreaterThanOrEqual(16);
            expect(inner.y - outer.y).toBeGreaterThanOrEqual(16);
            expect(outer.x + outer.width - (inner.x + inner.width)).toBeGreaterThanOrEqual(16);
            expect(outer.y + outer.height - (inner.y + inner.height)).toBeGreaterThanOrEqual(16);
          }
        }
        for (const [index, one] of boxes.entries())
          for (const other of boxes.slice(index + 1))
            expect(overlaps(one, other), 'two cards overlap').toBe(false);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    }

    test('Settings and Site Content fit a 375px phone with every tab in sight', async ({
      page,
      signInAsAdmin,
    }) => {
      await page.setViewportSize(PHONE);
      for (const [section, tabs] of [
        ['settings', 'Settings groups'],
        ['site-content', 'Site content parts'],
      ] as const) {
        await signInAsAdmin(page, `/admin?section=${section}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const strip = page.getByRole('tablist', { name: tabs });
        await expect(strip.getByRole('tab').first()).toBeVisible();
        expect(await sidewaysOverflow(page), section).toBeLessThanOrEqual(0);
        // Every tab wholly on screen: none waits off to the side with nothing to show it is there.
        for (const tab of await strip.getByRole('tab').all()) {
          const { x, width } = await box(tab);
          expect(x, await tab.innerText()).toBeGreaterThanOrEqual(0);
          expect(x + width, await tab.innerText()).toBeLessThanOrEqual(PHONE.width);
          expect(await clipped(tab)).toBe(false);
        }
        const fields = page.getByRole('tabpanel').locator('input:visible, textarea, select');
        expect(await fields.count()).toBeGreaterThan(0);
        for (const field of await fields.all()) {
          const { x, width } = await box(field);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x + width).toBeLessThanOrEqual(PHONE.width);
        }
      }
    });

    test('the live banner pulses beside LIVE NOW on a 375px phone', async ({
      page,
      createStream,
    }) => {
      await page.setViewportSize(PHONE);
      const stream = await createStream({ isLive: true });
      await showOnlyStream(page, stream._id);
      await page.goto('/');
      const banner = page.getByRole('region', { name: stream.title });
      const eyebrow = banner.getByText('Live now');
      const pulse = banner.locator('.live-banner__pulse');
      await expect(pulse).toBeVisible();
      const dot = await box(pulse);
      const line = await box(eyebrow);
      const middle = dot.y + dot.height / 2;
      expect(middle).toBeGreaterThan(line.y);
      expect(middle).toBeLessThan(line.y + line.height);
      // At the start of the line, before the words.
      expect(dot.x).toBeGreaterThanOrEqual(line.x);
      expect(dot.x + dot.width).toBeLessThan(line.x + line.width / 2);
    });
  });
}

test.describe('on a 375px phone', () => {
  test.use({ viewport: PHONE, colorScheme: 'dark' });

  test('the countdown labels stay inside their boxes', async ({ page, createStream }) => {
    const stream = await createStream({
      isLive: false,
      // Minutes and seconds never both read zero here: the test does not depend on the clock.
      scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await showOnlyStream(page, stream._id);
    await page.goto('/');
    const countdown = page
      .getByRole('region', { name: stream.title })
      .getByRole('list', { name: 'Time until the service starts' });
    const units = countdown.getByRole('listitem');
    await expect(units).toHaveCount(4);
    for (const unit of await units.all()) {
      const label = unit.locator('.countdown__label');
      const outer = await box(unit);
      const inner = await box(label);
      const text = await label.innerText();
      expect(inner.x, text).toBeGreaterThanOrEqual(outer.x);
      expect(inner.x + inner.width, text).toBeLessThanOrEqual(outer.x + outer.width);
      expect(await clipped(label), text).toBe(false);
    }
  });

  test('the admin header shows the whole section title', async ({ page, signInAsAdmin }) => {
    for (const [section, title] of [
      ['moderation', 'Live Moderation'],
      ['prayer', 'Prayer Requests'],
      ['testimonies', 'Testimonies'],
      ['site-content', 'Site Content'],
    ] as const) {
      await signInAsAdmin(page, `/admin?section=${section}`);
      const header = page.locator('.admin-header');
      const name = header.locator('.admin-header__section');
      await expect(name).toHaveText(title);
      expect(await clipped(name), title).toBe(false);
      const outer = await box(header);
      const inner = await box(name);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y);
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
      expect(overlaps(inner, await box(header.locator('.admin-badge')))).toBe(false);
    }
  });

  for (const tab of ['Comments', 'Live Chat'] as const) {
    test(`the Quick Chat button covers no reaction button on the ${tab} tab`, async ({
      page,
      createStream,
      createComment,
      createChatMessage,
    }) => {
      const stream = await createStream({ isLive: true });
      for (let index = 0; index < 12; index += 1) {
        // Twelve people: posting is limited per person.
        const userName = `Visitor ${String(index)}`;
        if (tab === 'Comments')
          await createComment(stream._id, {
            content: `Amen ${String(index)}`,
            userName,
            userEmail: `visitor${String(index)}@example.org`,
          });
        else
          await createChatMessage(stream._id, { message: `Praise God ${String(index)}`, userName });
      }
      await asGuest(page, GUEST);
      if (tab === 'Live Chat') await openChat(page, stream);
      else await page.goto(`/LiveStream?stream=${stream._id}`);
      const list = page.getByRole('log', { name: tab });
      await expect(list.getByRole('listitem')).toHaveCount(12);
      const bubble = page.getByRole('button', { name: /^Open quick chat/ });
      await expect(bubble).toBeVisible();
      const reactions = list.getByRole('group', { name: /^React to/ }).getByRole('button');

      const uncovered = async (where: string) => {
        const round = await box(bubble);
        for (const button of await reactions.all()) {
          const rect = await box(button);
          const onScreen = rect.y < PHONE.height && rect.y + rect.height > 0;
          if (onScreen) expect(overlaps(rect, round), where).toBe(false);
        }
      };

      // Reading the newest rows with the list's end at the bottom of the screen. What loads late
      // above the list (the player, the stream's details) moves it or changes its height, so
      // each look scrolls there again and measures in that same moment.
      const coveredAtListEnd = () =>
        list.evaluate((scroller) => {
          scroller.scrollTop = scroller.scrollHeight;
          window.scrollBy(0, scroller.getBoundingClientRect().bottom - window.innerHeight);
          const atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 1;
          const bottom = scroller.getBoundingClientRect().bottom;
          if (!atEnd || Math.abs(bottom - window.innerHeight) > 0.5) return ['not yet at rest'];
          const round = document
            .querySelector('button[aria-label^="Open quick chat"]')
            ?.getBoundingClientRect();
          if (!round) return ['no Quick Chat button'];
          return [...scroller.querySelectorAll('[role="group"][aria-label^="React to"] button')]
            .filter((button) => {
              const rect = button.getBoundingClientRect();
              return (
                rect.top < window.innerHeight &&
                rect.bottom > 0 &&
                rect.left < round.right &&
                rect.right > round.left &&
                rect.top < round.bottom &&
                rect.bottom > round.top
              );
            })
            .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
        });
      await expect.poll(coveredAtListEnd, { message: 'list end at the screen bottom' }).toEqual([]);

      // The whole panel in view, resting at the bottom of the screen: Send is clear too.
      await page.locator('.side-panel').evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
      await uncovered('panel at the screen bottom');
      const send = page.locator('.panel-tab__footer button[type="submit"]');
      expect(overlaps(await box(send), await box(bubble)), 'Send').toBe(false);
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP, colorScheme: 'dark' });

  test('the registration dialog’s audience select is as tall as the Password field', async ({
    page,
  }) => {
    await page.goto('/LiveStream');
    const modal = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
    const password = modal.getByRole('textbox', { name: 'Password' });
    const audience = modal.getByLabel('How many are watching with you?');
    await expect(audience).toBeVisible();
    const field = await box(password);
    const select = await box(audience);
    expect(Math.abs(select.y - field.y), 'side by side').toBeLessThan(field.height);
    expect(select.height).toBeCloseTo(field.height, 0);
  });

  test('Live Moderation’s filters show their whole option text', async ({
    page,
    createStream,
    signInAsAdmin,
  }) => {
    const stream = await createStream({ isLive: true });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await signInAsAdmin(page, `/admin?section=moderation&stream=${stream._id}`);
      for (const name of ['Filter by type', 'Filter by state']) {
        const select = page.getByRole('combobox', { name });
        await expect(select).toBeVisible();
        for (const option of await select.locator('option').all()) {
          const value = await option.getAttribute('value');
          if (value === null) continue;
          await select.selectOption(value);
          // The chosen option's text, measured in the select's own font, against its inner width.
          const room = await select.evaluate((element) => {
            const style = getComputedStyle(element);
            const select = element as HTMLSelectElement;
            const text = select.options[select.selectedIndex]?.text ?? '';
            const context = document.createElement('canvas').getContext('2d');
            if (!context) throw new Error('No canvas');
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const inner =
              element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return { text, spare: inner - context.measureText(text).width };
          });
          expect(room.spare, `${room.text} at ${String(viewport.width)}px`).toBeGreaterThanOrEqual(
            0,
          );
        }
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('on a 1366×768 laptop', () => {
  test.use({ viewport: LAPTOP, colorScheme: 'dark' });

  test('the admin sidebar keeps My Account and Logout on screen', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin(page, '/admin');
    const sidebar = page.getByRole('complementary', { name: 'Admin' });
    for (const control of [
      sidebar.getByRole('link', { name: 'My Account' }),
      sidebar.getByRole('button', { name: 'Logout' }),
    ]) {
      await expect(control).toBeVisible();
      const { y, height } = await box(control);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + height).toBeLessThanOrEqual(LAPTOP.height);
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // Every section stays reachable: the list above them scrolls.
    const last = sidebar.getByRole('link', { name: 'Outbox' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('staff see what their role can use', () => {
  test.use({ viewport: DESKTOP, colorScheme: 'dark' });

  test('a moderator’s dashboard offers no stream management, and the header names them', async ({
    page,
    adminApi,
    cleanup,
    createStream,
  }) => {
    await createStream();
    const { username } = await signInAsStaff(page, adminApi, cleanup, {
      displayName: 'Sister Joy',
      role: 'moderator',
    });
    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Recent Streams' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'All comments' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Review Testimonies' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'All streams' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /Add New Stream/ })).toHaveCount(0);

    const user = page.locator('.admin-header__username');
    await expect(user).toHaveText('Sister Joy');
    await expect(page.locator('.admin-header')).not.toContainText(username);
  });

  test('an admin’s dashboard keeps the stream links', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin(page, '/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'All streams' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Add New Stream/ })).toBeVisible();
  });
});
