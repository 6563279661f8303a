import type { Page } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

async function openSection(page: Page, section: string, search = '') {
  await page.goto(`/admin?section=${section}${search ? `&q=${encodeURIComponent(search)}` : ''}`);
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test.describe('admin Comment Management', () => {
  test('approves, marks spam, edits and deletes with confirmation', async ({
    page,
    createStream,
    createComment,
    adminApi,
    signInAsAdmin,
  }) => {
    const word = uniqueWord('psalm');
    const stream = await createStream();
    const streamId = stream._id;
    // Shown at once (Comment Moderation is off here), then held for review by unticking Approve.
    for (const content of [`First ${word} comment`, `Second ${word} comment`]) {
      const { _id: id } = await createComment(streamId, { content });
      const held = await adminApi.put(apiPath(API.adminComment, { id }), {
        data: { content, isModerated: false },
      });
      expect(held.ok()).toBe(true);
    }

    await signInAsAdmin();
    await openSection(page, 'comments', word);
    await expect(page.getByRole('heading', { level: 1, name: 'Comment Management' })).toBeVisible();
    await expect(page.getByText('2 comments')).toBeVisible();
    // The last list stays on screen until the filtered one answers: act on the answer.
    const filtered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === API.adminComments &&
        new URL(response.url()).searchParams.get('streamId') === streamId,
    );
    await page.getByLabel('Filter by stream').selectOption({ label: stream.title });
    await filtered;
    await expect(page).toHaveURL(new RegExp(`stream=${streamId}`));
    await expect(page.getByText('2 comments')).toBeVisible();

    const first = card(page, `First ${word}`);
    await expect(first.getByText('Held for review')).toBeVisible();
    await first.getByRole('button', { name: 'Approve' }).click();
    await expect(first.getByText('Public', { exact: true })).toBeVisible();
    // Approve and Mark Spam show only while a comment is held for review.
    await expect(first.getByRole('button', { name: 'Mark Spam' })).toHaveCount(0);

    const second = card(page, `Second ${word}`);
    await second.getByRole('button', { name: 'Mark Spam' }).click();
    await expect(second.getByText('Spam', { exact: true })).toBeVisible();

    await first.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Comment' });
    await dialog.getByLabel('Content').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Content is required')).toBeVisible();
    await dialog.getByLabel('Content').fill(`Edited ${word} comment`);
    // Ticking Spam clears Approve.
    await dialog.getByLabel('Spam').check();
    await expect(dialog.getByLabel('Approve')).not.toBeChecked();
    await dialog.getByLabel('Approve').check();
    await expect(dialog.getByLabel('Spam')).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, `Edited ${word}`).getByText('Public', { exact: true })).toBeVisible();

    await second.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText('Are you sure you want to delete this comment?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, `Second ${word}`)).toHaveCount(0);
    await expect(page.getByText('1 comment', { exact: true })).toBeVisible();
  });

  test('shows the empty state with the filter hint, and a dismissible load failure', async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    await openSection(page, 'comments', uniqueWord('nothing'));
    await expect(page.getByText('No comments found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).not.toHaveURL(/q=/);

    await page.route('**/api/admin/comments?**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Failed to fetch comments' } }),
    );
    await openSection(page, 'comments', uniqueWord('broken'));
    const banner = page.getByText('Failed to fetch comments');
    // The page retries a server error twice before it shows the failure.
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
  });
});

test.describe('admin Testimony Management', () => {
  test('approves a testimony onto the public wall, edits and deletes it', async ({
    page,
    request,
    createTestimony,
    signInAsAdmin,
  }) => {
    const word = uniqueWord('grace');
    await createTestimony({
      title: `Healed ${word}`,
      testimony: 'The doctors were amazed. '.repeat(30),
    });

    await signInAsAdmin();
    await openSection(page, 'testimonies', word);
    const item = card(page, `Healed ${word}`);
    await expect(item.getByText('Pending')).toBeVisible();
    // Long testimonies are clamped to 3 lines on the card.
    await expect(item.locator('.admin-card__text--clamp')).toHaveCSS('-webkit-line-clamp', '3');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item.getByText('Approved')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // Newest first, so among the newest 50 whatever other tests approve meanwhile.
    const wall = await request.get(`${API.approvedTestimonies}?limit=50`);
    const titles = ((await wall.json()) as { testimonies: { title: string }[] }).testimonies.map(
      (testimony) => testimony.title,
    );
    expect(titles).toContain(`Healed ${word}`);

    await item.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Testimony' });
    await dialog.getByLabel('Title').fill(`Fully healed ${word}`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const edited = card(page, `Fully healed ${word}`);
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this testimony?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(edited).toHaveCount(0);
    await expect(page.getByText('No testimonies found')).toBeVisible();
  });

  test('shows a failed approval in a dismissible banner', async ({
    page,
    createTestimony,
    signInAsAdmin,
  }) => {
    const word = uniqueWord('hope');
    await createTestimony({ name: 'Tunde', title: `Job ${word}`, testimony: 'New job' });
    await signInAsAdmin();
    await page.route('**/api/admin/testimony/*/approve', (route) =>
      route.fulfill({ status: 500, body: 'oops' }),
    );
    await openSection(page, 'testimonies', word);
    await card(page, `Job ${word}`).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Failed to approve testimony')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Failed to approve testimony')).toBeHidden();
  });
});

test.describe('admin Contact Management', () => {
  test('resolves, responds, filters by status and deletes', async ({
    page,
    createContact,
    signInAsAdmin,
  }) => {
    const word = uniqueWord('visit');
    await createContact({ message: `Please pray for my exams ${word}` });

    await signInAsAdmin();
    await openSection(page, 'contacts', word);
    const item = card(page, word);
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'Resolve' }).click();
    await expect(item.getByText('Resolved')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

    await item.getByRole('button', { name: 'Respond' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Contact' });
    await dialog.getByLabel('Status').selectOption('in_progress');
    await dialog.getByLabel('Response').fill('Pastor called on Tuesday.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(item.getByText('In Progress')).toBeVisible();
    await expect(item.getByText('Pastor called on Tuesday.')).toBeVisible();

    await page.getByLabel('Filter by status').selectOption('closed');
    await expect(page.getByText('No contacts found')).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('in_progress');
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this contact?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(item).toHaveCount(0);
  });

  test('shows a failed delete in a dismissible banner and keeps the message', async ({
    page,
    createContact,
    signInAsAdmin,
  }) => {
    const word = uniqueWord('keep');
    await createContact({ name: 'Ada', subject: 'Other', message: `Hi ${word}` });
    await signInAsAdmin();
    await page.route('**/api/admin/contact/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    await openSection(page, 'contacts', word);
    await card(page, word).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(page.getByText('Failed to delete contact')).toBeVisible();
    await expect(card(page, word)).toBeVisible();
  });
});
