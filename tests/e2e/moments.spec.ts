import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { secondVisitor, signInThroughForm, uniqueName, type Guest } from './support.js';

// Three browsers and a server on a busy machine: room for each step.
test.describe.configure({ timeout: 120_000 });

/** Opens the stream's page and waits until its event stream answers, so the moment is pushed. */
async function watch(page: Page, stream: { _id: string; title: string }) {
  const live = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === API.live && response.url().includes(stream._id),
  );
  await page.goto(`/LiveStream?stream=${stream._id}`);
  await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
  await live;
}

test('staff post a salvation moment; two viewers answer and the count grows live', async ({
  page,
  browser,
  createStream,
}, info) => {
  const stream = await createStream({ isLive: true });
  const title = uniqueName('Give your life to Jesus');

  // Visitor A has not said who they are; visitor B is a saved guest.
  const visitorA = await secondVisitor(browser, info);
  await visitorA.context.addInitScript(([key, at]) => window.localStorage.setItem(key, at), [
    STORAGE_KEYS.livestreamAccessClosed,
    new Date().toISOString(),
  ] as const);
  const guestB: Guest = { name: 'Kwame Boateng', email: 'kwame@example.org', isGuest: true };
  const visitorB = await secondVisitor(browser, info, guestB);
  try {
    await watch(visitorA.page, stream);
    await watch(visitorB.page, stream);

    await signInThroughForm(page);
    await page.goto(`/admin?section=moderation&stream=${stream._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Live Moderation' })).toBeVisible();
    const composer = page.getByRole('form', { name: 'Post a moment' });
    await composer.getByLabel('Kind').selectOption('salvation');
    await composer.getByLabel('Title (optional)').fill(title);
    await composer.getByLabel(/Ask for contact details/).check();
    await composer.getByRole('button', { name: 'Post moment' }).click();
    const open = page.getByRole('group', { name: 'Open moment' });
    await expect(open.getByText('0 responses')).toBeVisible();

    const cardA = visitorA.page.getByRole('region', { name: title });
    const cardB = visitorB.page.getByRole('region', { name: title });
    await expect(cardA).toBeVisible();
    await expect(cardB).toBeVisible();

    // A answers without any contact details.
    await cardA.getByRole('button', { name: 'I gave my life to Jesus today' }).click();
    await expect(cardA.getByLabel('Name')).toHaveValue('');
    await cardA.getByRole('button', { name: 'Send' }).click();
    await expect(cardA.getByText('Thank you for responding')).toBeVisible();
    await expect(open.getByText('1 response', { exact: true })).toBeVisible();

    // B's saved name and email are there already; they add a note.
    await cardB.getByRole('button', { name: 'I gave my life to Jesus today' }).click();
    await expect(cardB.getByLabel('Name')).toHaveValue(guestB.name);
    await expect(cardB.getByLabel('Email')).toHaveValue(guestB.email);
    await cardB.getByLabel('Note').fill('I would like to talk to someone');
    await cardB.getByRole('button', { name: 'Send' }).click();
    await expect(
      cardB.getByText('Thank you — someone from the team will be in touch'),
    ).toBeVisible();
    await expect(open.getByText('2 responses')).toBeVisible();

    // Closed by the team: the card leaves the viewers' pages.
    await open.getByRole('button', { name: 'Close now' }).click();
    await expect(cardA).toHaveCount(0);
    await expect(cardB).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Earlier moments' }).getByText('2 responses'),
    ).toBeVisible();
    expect(await visitorA.violations.collect()).toEqual([]);
    expect(await visitorB.violations.collect()).toEqual([]);
  } finally {
    await visitorA.context.close();
    await visitorB.context.close();
  }
});
