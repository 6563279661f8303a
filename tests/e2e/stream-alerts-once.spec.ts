import { API, apiPath } from '#shared/api-paths.js';
import { expect as baseExpect, test } from './fixtures.js';
import { linkIn, waitForMail } from './mailbox.js';
import { uniqueToken } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a stream set live before its scheduled time emails its subscriber at once, and once only when set off and on again', async ({
  page,
  request,
  adminApi,
  createStream,
  signInAsAdmin,
}) => {
  // A confirmed subscriber, by the emailed link.
  const email = `once-${uniqueToken().toLowerCase()}@example.org`;
  expect((await request.post(API.streamAlerts, { data: { email } })).ok()).toBe(true);
  const confirmMail = await waitForMail(email, 'Please confirm: emails when we go live');
  const token = new URL(
    linkIn(confirmMail, '/stream-alerts/confirm'),
    'https://x',
  ).searchParams.get('token');
  expect((await request.post(API.streamAlertsConfirm, { data: { token } })).ok()).toBe(true);

  const stream = await createStream({
    scheduledDate: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  });
  const title = stream.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await signInAsAdmin(page, `/admin?section=streams&q=${encodeURIComponent(stream.title)}`);
  const card = page.getByRole('article').filter({ hasText: stream.title });
  await card.getByRole('button', { name: /^Offline/ }).click();
  await expect(
    page.getByText(
      new RegExp(`^${title} is live now\\. \\d+ subscribers? (is|are) being emailed\\.$`),
    ),
  ).toBeVisible();
  const subject = `We are live: ${stream.title}`;
  const alert = await waitForMail(email, subject);
  expect(linkIn(alert, '/LiveStream')).toContain(stream._id);

  // The encoder dropped: offline and live again a minute later is the same service.
  await card.getByRole('button', { name: /^Live/ }).click();
  await expect(page.getByText(`${stream.title} is now offline.`)).toBeVisible();
  await card.getByRole('button', { name: /^Offline/ }).click();
  await expect(
    page.getByText(
      new RegExp(
        `^${title} is live now\\. No email: an alert for this stream went out \\d+ minutes? ago`,
      ),
    ),
  ).toBeVisible();
  // The emails of a going-live are queued before the panel's answer: the outbox is final.
  const outbox = await adminApi.get(`${API.adminMail}?search=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string }[] };
  expect(messages.filter((mail) => mail.subject === subject)).toHaveLength(1);

  // The interval is the Notifications setting's.
  await page.goto('/admin?section=settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByLabel('Hours Before a Stream Alerts Again')).toHaveValue(/^\d+$/);
  // Set offline again, so later tests' going-lives stay their own.
  expect((await adminApi.patch(apiPath(API.adminStreamToggleLive, { id: stream._id }))).ok()).toBe(
    true,
  );
});
