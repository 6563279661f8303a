import type { Page } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('Comment Management says who sees each comment: Public, Held for review, and filters by it', async ({
  page,
  request,
  adminApi,
  createStream,
  createComment,
  signInAsAdmin,
}) => {
  const word = uniqueWord('visible');
  const stream = await createStream();
  // Shown at once (Comment Moderation is off here): the congregation sees it.
  await createComment(stream._id, { content: `Seen ${word} by all` });
  const hidden = await createComment(stream._id, { content: `Hidden ${word} for now` });
  const held = await adminApi.put(apiPath(API.adminComment, { id: hidden._id }), {
    data: { content: hidden.content, isModerated: false },
  });
  expect(held.ok()).toBe(true);
  const shown = (await (
    await request.get(apiPath(API.comments, { streamId: stream._id }))
  ).json()) as {
    comments: { content: string }[];
  };
  expect(shown.comments.map((comment) => comment.content)).toEqual([`Seen ${word} by all`]);

  await signInAsAdmin(page, `/admin?section=comments&q=${word}`);
  await expect(page.getByText('2 comments')).toBeVisible();
  const seen = card(page, `Seen ${word}`);
  await expect(seen.getByText('Public', { exact: true })).toBeVisible();
  await expect(seen.getByText('Pending')).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const waiting = card(page, `Hidden ${word}`);
  await expect(waiting.getByText('Held for review')).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Approve' })).toBeVisible();

  const filter = page.getByLabel('Filter by status');
  await expect(filter.locator('option')).toHaveText([
    'All statuses',
    'Held for review',
    'Public',
    'Spam',
  ]);
  await filter.selectOption({ label: 'Held for review' });
  await expect(page.getByText('1 comment', { exact: true })).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(seen).toHaveCount(0);
  await filter.selectOption({ label: 'Public' });
  await expect(page.getByText('1 comment', { exact: true })).toBeVisible();
  await expect(seen).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await filter.selectOption({ label: 'Spam' });
  await expect(page.getByText('No comments found')).toBeVisible();
});
