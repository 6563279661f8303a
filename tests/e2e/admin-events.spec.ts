import AxeBuilder from '@axe-core/playwright';
import { API, apiPath } from '#shared/api-paths.js';
import { adminEventsResponseSchema } from '#shared/schemas/events.js';
import {
  makePng,
  shortWebm,
  webmDeclaringSeconds,
} from '#server/platform/testing/media-fixtures.js';
import { expect, test } from './fixtures.js';
import { uniqueName } from './support.js';
import type { Page } from '@playwright/test';

/**
 * Events made here are in the past, so the public lists never show them; Event Management lists
 * every event.
 */
const PAST = { startDate: '2020-02-02T09:00:00.000Z', hours: 2 } as const;

async function openEventManagement(
  page: Page,
  signInAsAdmin: (page: Page, path: string) => Promise<void>,
) {
  await signInAsAdmin(page, '/admin?section=events');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Management' })).toBeVisible();
  await expect(page.getByText('Manage upcoming church events')).toBeVisible();
}

const imageInput = (page: Page) =>
  page.getByRole('dialog').locator('input[type="file"][accept="image/*"]');
const videoInput = (page: Page) =>
  page.getByRole('dialog').locator('input[type="file"][accept="video/*"]');

test.describe('Event Management', () => {
  test('adds an event with an uploaded image, showing the upload progress', async ({
    page,
    adminApi,
    signInAsAdmin,
    cleanup,
  }) => {
    const title = uniqueName('Harvest Thanksgiving');
    cleanup(async () => {
      const response = await adminApi.get(`${API.adminEvents}?search=${encodeURIComponent(title)}`);
      for (const event of adminEventsResponseSchema.parse(await response.json()).events) {
        await adminApi.delete(apiPath(API.adminEvent, { id: event._id }));
      }
    });
    await openEventManagement(page, signInAsAdmin);
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A service of thanks for the year.');
    await dialog.getByLabel('Start date and time').fill('2020-10-04T09:00');
    await dialog.getByLabel('End date and time').fill('2020-10-04T12:00');
    await dialog.getByLabel('Location').fill('Main Auditorium');
    await expect(dialog.getByLabel('Category')).toHaveValue('main');
    await expect(dialog.getByLabel('Category').locator('option')).toHaveText([
      'Main Church',
      'Children',
      'Teens',
    ]);
    await dialog.getByLabel('Category').selectOption('children');

    // Hold the upload until the progress has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/upload/image', async (route) => {
      await held;
      await route.continue();
    });
    await imageInput(page).setInputFiles({
      name: 'harvest.png',
      mimeType: 'image/png',
      buffer: makePng(64, 36),
    });
    await expect(dialog.getByRole('status')).toContainText(/Uploading\.\.\. \d{1,3}%/);
    await expect(dialog.getByRole('button', { name: 'Add Event' })).toBeDisabled();
    release();
    const preview = dialog.locator('img.media-field__preview');
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{24}\.png$/);

    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('list', { name: 'Events' }).getByRole('article', { name: title });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText('Children', { exact: true })).toBeVisible();
    const imageSrc = await card.locator('img').getAttribute('src');
    const image = await page.request.get(imageSrc ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('shows required fields and server errors under their fields, and stays open', async ({
    page,
    signInAsAdmin,
  }) => {
    await openEventManagement(page, signInAsAdmin);
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Start date and time are required')).toBeVisible();

    await dialog.getByLabel('Title').fill('Night Vigil');
    await dialog.getByLabel('Start date and time').fill('2020-03-01T22:00');
    await dialog.getByLabel('End date and time').fill('2020-03-01T21:00');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog.getByText('End must not be before the start')).toBeVisible();

    await dialog.getByLabel('End date and time').fill('');
    await page.route('**/api/admin/event', (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'Validation failed', errors: { title: 'This title is already taken' } },
      }),
    );
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog.getByText('This title is already taken')).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Validation failed' })).toBeVisible();
    await expect(dialog).toBeVisible();

    await page.unroute('**/api/admin/event');
    await page.route('**/api/admin/event', (route) => route.fulfill({ status: 500, body: '' }));
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Failed to add event' }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('edits an event in place', async ({ page, adminApi, createEvent, signInAsAdmin }) => {
    const event = await createEvent({ ...PAST, title: uniqueName('Choir Practice') });
    const renamed = uniqueName('Choir Rehearsal');
    await openEventManagement(page, signInAsAdmin);
    const card = page.getByRole('article', { name: event.title });
    await card.getByRole('button', { name: `Edit ${event.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(dialog.getByLabel('Title')).toHaveValue(event.title);
    await expect(dialog.getByLabel('Location')).toHaveValue('Fellowship Hall');
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByLabel('Category').selectOption('teens');
    await dialog.getByRole('button', { name: 'Update Event' }).click();
    await expect(dialog).toBeHidden();

    const updated = page.getByRole('article', { name: renamed });
    await expect(updated).toBeVisible();
    await expect(updated.getByText('Teens', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: event.title })).toHaveCount(0);
    const list = await adminApi.get(`${API.adminEvents}?search=${encodeURIComponent(renamed)}`);
    const body = (await list.json()) as { events: { _id: string; category: string }[] };
    expect(body.events).toEqual([expect.objectContaining({ _id: event._id, category: 'teens' })]);
  });

  test('deletes an event only after confirmation', async ({
    page,
    adminApi,
    createEvent,
    signInAsAdmin,
  }) => {
    const event = await createEvent({ ...PAST, title: uniqueName('Old Picnic') });
    await openEventManagement(page, signInAsAdmin);
    const card = page.getByRole('article', { name: event.title });

    await card.getByRole('button', { name: `Delete ${event.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete event' });
    await expect(confirm).toContainText('Are you sure you want to delete this event?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${event.title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name: event.title })).toHaveCount(0);
    const gone = await adminApi.delete(apiPath(API.adminEvent, { id: event._id }));
    expect(gone.status()).toBe(404);
  });

  test('refuses a video over ten minutes in the browser and records a short one’s length', async ({
    page,
    signInAsAdmin,
  }) => {
    await openEventManagement(page, signInAsAdmin);
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await expect(
      dialog.getByText('Note: Only videos 10 minutes or less are allowed'),
    ).toBeVisible();

    let uploads = 0;
    await page.route('**/api/admin/upload/video', async (route) => {
      uploads += 1;
      await route.continue();
    });
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    await videoInput(page).setInputFiles({
      name: 'sermon.webm',
      mimeType: 'video/webm',
      buffer: webmDeclaringSeconds(601),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Video must be 10 minutes or less');
    expect(alerts).toEqual(['Video must be 10 minutes or less']);
    expect(uploads).toBe(0);

    await videoInput(page).setInputFiles({
      name: 'welcome.webm',
      mimeType: 'video/webm',
      buffer: shortWebm(),
    });
    await expect(dialog.locator('video.media-field__preview')).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f]{24}\.webm$/,
    );
    await expect(dialog.getByText('Length 0:02')).toBeVisible();
    expect(uploads).toBe(1);
  });

  test('an image field takes images only, and a failed upload says so', async ({
    page,
    signInAsAdmin,
  }) => {
    await openEventManagement(page, signInAsAdmin);
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await expect(imageInput(page)).toHaveAttribute('accept', 'image/*');
    await expect(videoInput(page)).toHaveAttribute('accept', 'video/*');

    await imageInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(dialog.getByRole('alert')).toContainText('Choose an image file');

    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    await page.route('**/api/admin/upload/image', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await imageInput(page).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: makePng(8, 8),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Image upload failed');
    expect(alerts).toEqual(['Image upload failed']);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the list and the form have no serious accessibility problems (${theme})`, async ({
      page,
      createEvent,
      signInAsAdmin,
    }) => {
      test.slow();
      // An event of its own, so the audit covers a card.
      const event = await createEvent({ ...PAST, withImage: true });
      await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openEventManagement(page, signInAsAdmin);
      await expect(
        page.getByRole('list', { name: 'Events' }).getByRole('article', { name: event.title }),
      ).toBeVisible();
      const audit = async () =>
        (
          await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze()
        ).violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
      expect(await audit()).toEqual([]);
      await page.getByRole('button', { name: 'Add New Event' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Event' })).toBeVisible();
      expect(await audit()).toEqual([]);
    });
  }

  test('lists events by date: upcoming soonest first, then past ones', async ({
    page,
    signInAsAdmin,
    createEvent,
  }) => {
    // Created in an order unlike their dates, so creation order cannot pass for date order.
    const past = await createEvent({ title: uniqueName('Past Vigil'), startsInHours: -48 });
    const later = await createEvent({ title: uniqueName('Later Retreat'), startsInHours: 24 * 20 });
    const soon = await createEvent({ title: uniqueName('Soon Prayer'), startsInHours: 24 * 2 });
    await signInAsAdmin(page, '/admin?section=events');
    const list = page.getByRole('list', { name: 'Events' });
    await expect(list).toContainText(past.title);
    const texts = await list.getByRole('listitem').allInnerTexts();
    const position = (title: string) => texts.findIndex((text) => text.includes(title));
    expect(position(soon.title)).toBeGreaterThanOrEqual(0);
    expect(position(soon.title)).toBeLessThan(position(later.title));
    expect(position(later.title)).toBeLessThan(position(past.title));
  });
});
