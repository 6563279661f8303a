import { API, apiPath } from '#shared/api-paths.js';
import { expect, test } from './fixtures.js';
import { uniqueName } from './support.js';

test('the audit log names what a change touched and says what happened', async ({
  page,
  adminApi,
  createStream,
  signInAsAdmin,
}) => {
  const stream = await createStream({ title: uniqueName('Harvest Service') });
  const toggled = await adminApi.patch(apiPath(API.adminStreamToggleLive, { id: stream._id }));
  expect(toggled.status()).toBe(200);

  await signInAsAdmin(page, '/admin?section=audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const entry = page
    .getByRole('list', { name: 'Audit log' })
    .getByRole('listitem')
    .filter({ hasText: stream.title });
  await expect(entry.first()).toContainText('Took a stream live');
  await expect(entry.first()).not.toContainText(stream._id);
});
