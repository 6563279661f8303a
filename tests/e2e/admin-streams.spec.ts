import { expect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import {
  ADMIN_STREAM_MESSAGES,
  adminStreamsResponseSchema,
} from '#shared/schemas/admin-streams.js';
import { uniqueName, uniqueWord } from './support.js';

const TEXTS = MESSAGES.adminStreams;

test.describe('admin Stream Management', () => {
  test('add, find, go live, preview, edit and delete a stream', async ({
    page,
    adminApi,
    signInAsAdmin,
    cleanup,
  }) => {
    const title = uniqueName('Harvest Service');
    // The stream goes live on the way: if the test stops early, it must not stay on the home page.
    cleanup(async () => {
      const response = await adminApi.get(
        `${API.adminStreams}?search=${encodeURIComponent(title)}`,
      );
      for (const stream of adminStreamsResponseSchema.parse(await response.json()).streams) {
        await adminApi.delete(apiPath(API.adminStream, { id: stream._id }));
      }
    });
    await signInAsAdmin();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Streams' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stream Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Stream' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Stream' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Stream URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await form.getByLabel('Description').fill('A thanksgiving service for the harvest.');
    await form.getByLabel('Tags').fill('harvest, , thanksgiving ');
    await form.getByLabel('Featured').check();
    await form.getByRole('button', { name: 'Add Stream' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`${title} was added.`)).toBeVisible();

    // Until the search answers, the last list stays on screen, and it may hold only this stream.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === API.adminStreams &&
        new URL(response.url()).searchParams.get('search') === title,
    );
    await page.getByLabel('Search streams').fill(title);
    await searched;
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText('1 stream', { exact: true })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('YouTube');
    await expect(card).toContainText('Featured');
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('#harvest#thanksgiving');

    await card.getByRole('button', { name: /^Offline/ }).click();
    await expect(card.getByRole('button', { name: /^Live/ })).toBeVisible();
    await expect(card.getByText('Live', { exact: true }).first()).toBeVisible();

    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
    await expect(preview.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    await preview.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Stream' });
    await expect(edit.getByLabel('Tags')).toHaveValue('harvest, thanksgiving');
    await edit.getByLabel('Title').fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${title} (edited) was saved.`)).toBeVisible();

    const edited = page.getByRole('article').filter({ hasText: `${title} (edited)` });
    await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${title} (edited)”` });
    await expect(confirm).toContainText(TEXTS.deleteConfirm);
    await expect(confirm).toContainText(
      'Its comments, live chat messages, prayer requests, reactions and views are deleted with it.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(edited).toBeHidden();
    await expect(page.getByText(TEXTS.empty)).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  });

  test('the form checks required fields and shows the server’s field errors', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin(page, '/admin?section=streams');
    await page.getByRole('button', { name: 'Add New Stream' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Stream' });
    await form.getByRole('button', { name: 'Add Stream' }).click();
    await expect(form.getByText(ADMIN_STREAM_MESSAGES.titleRequired)).toBeVisible();
    await expect(form.getByText(ADMIN_STREAM_MESSAGES.streamUrlRequired)).toBeVisible();

    await page.route('**/api/admin/stream', (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: 'Validation failed',
          errors: { title: 'A stream with this title is already scheduled' },
        },
      }),
    );
    await form.getByLabel('Title').fill('Sunday Service');
    await form.getByLabel('Stream URL').fill('https://www.facebook.com/church/videos/1');
    await form.getByRole('button', { name: 'Add Stream' }).click();
    await expect(form.getByText('A stream with this title is already scheduled')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toBeVisible();
  });

  test('filters narrow the list and an empty result offers to clear them', async ({
    page,
    createStream,
    signInAsAdmin,
  }) => {
    const tag = uniqueWord('filter');
    await createStream({ title: `${tag} youtube`, streamUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    await createStream({
      title: `${tag} facebook`,
      streamUrl: 'https://www.facebook.com/church/videos/2',
    });
    await signInAsAdmin(page, `/admin?section=streams&q=${tag}`);
    await expect(page.getByText('2 streams', { exact: true })).toBeVisible();
    await page.getByLabel('Stream type').selectOption('facebook');
    await expect(page.getByText('1 stream', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(`${tag} facebook`);
    await page.getByLabel('Stream status').selectOption('live');
    await expect(page.getByText(TEXTS.empty)).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByLabel('Search streams')).toHaveValue('');
    await expect(page.getByLabel('Stream type')).toHaveValue('all');
  });

  test('with no streams at all it says how to begin', async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    // The empty state is under test, not the data: the list answer is replaced with an empty one
    // rather than deleting every other test's streams.
    await page.route('**/api/admin/streams?*', (route) =>
      route.fulfill({ json: { streams: [], total: 0, page: 1, limit: 50 } }),
    );
    await page.goto('/admin?section=streams');
    await expect(page.getByText(TEXTS.empty)).toBeVisible();
    await expect(page.getByText(/Add your first stream/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Stream' })).toHaveCount(2);
  });

  test('a failed load and a failed action show dismissible banners', async ({
    page,
    createStream,
    signInAsAdmin,
  }) => {
    const stream = await createStream();
    await signInAsAdmin();
    await page.route('**/api/admin/streams?*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/admin?section=streams');
    await expect(page.getByText(TEXTS.loading).or(page.getByRole('alert'))).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: TEXTS.loadFailed });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    await expect(failed).toBeHidden();

    await page.unroute('**/api/admin/streams?*');
    await page.route('**/api/admin/stream/*/toggle-live', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto(`/admin?section=streams&q=${encodeURIComponent(stream.title)}`);
    const card = page.getByRole('article').filter({ hasText: stream.title });
    await card.getByRole('button', { name: /^Offline/ }).click();
    const toggleFailed = page.getByRole('alert').filter({ hasText: TEXTS.toggleFailed });
    await expect(toggleFailed).toBeVisible();
    await toggleFailed.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toggleFailed).toBeHidden();
  });
});
