import type { Page } from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { pushSubscriptionStatusResponseSchema } from '#shared/schemas/push.js';
import {
  type TestPushService,
  type TestSubscriber,
  startTestPushService,
} from '#server/platform/testing/push-service.js';
import { expect as baseExpect, test } from './fixtures.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// A phone: push on an iPhone needs the site on the home screen, so the phone is the case to prove.
// The site's worker shows the notifications (the other specs block workers).
test.use({
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
});

let pushService: TestPushService;

test.beforeAll(async () => {
  // The run's test server lists this origin in PUSH_TEST_ENDPOINT_ORIGINS (scripts/run-e2e.mjs).
  const port = Number(process.env.E2E_PUSH_PORT);
  if (!port) throw new Error('E2E_PUSH_PORT is not set: run the browser tests with npm test');
  pushService = await startTestPushService({ port });
});

test.afterAll(async () => {
  await pushService.close();
});

/**
 * The browser's own push service (Google's, Mozilla's, Apple's) is out of reach here, so the
 * Push API's subscribe answers a subscription on the run's stand-in push service, with keys whose
 * private half the stand-in holds to decrypt what the site sends. Everything else is real: the
 * permission, the service worker, the site's API and the encrypted request.
 */
async function standInPushService(page: Page, subscriber: TestSubscriber) {
  await page.addInitScript(({ endpoint, keys }) => {
    let held: PushSubscription | null = null;
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const subscription = {
        endpoint,
        expirationTime: null,
        options: {
          applicationServerKey: options?.applicationServerKey ?? null,
          userVisibleOnly: true,
        },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          held = null;
          return Promise.resolve(true);
        },
      };
      held = subscription as unknown as PushSubscription;
      return Promise.resolve(held);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(held);
  }, subscriber);
}

/** Delivers a message to the site's worker as a push service would, and reads what it shows. */
async function notificationsShown(page: Page, origin: string, payload: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((registration) => !registration.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  const read = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const shown = await registration.getNotifications();
      return shown.map(({ title, tag, data }) => ({
        title,
        tag,
        url: (data as { url?: string } | null)?.url ?? '',
      }));
    });
  await expect.poll(async () => (await read()).length).toBeGreaterThan(0);
  await cdp.detach();
  return read();
}

async function subscriptionOf(page: Page, endpoint: string) {
  const response = await page.request.post(API.pushSubscriptionStatus, { data: { endpoint } });
  expect(response.ok()).toBe(true);
  return pushSubscriptionStatusResponseSchema.parse(await response.json()).subscription;
}

test('a phone subscribes to go-live; setting a stream live sends it one encrypted message; a 410 removes it', async ({
  page,
  context,
  baseURL,
  adminApi,
  createStream,
}) => {
  const subscriber = pushService.makeSubscriber();
  await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
  await standInPushService(page, subscriber);
  // The access dialog of the live page stays closed: this visitor only asks to be notified.
  await page.addInitScript(([key]) => window.localStorage.setItem(key, new Date().toISOString()), [
    STORAGE_KEYS.livestreamAccessClosed,
  ] as const);

  await page.goto('/LiveStream');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Notifications on', { exact: true })).toBeVisible();
  // The page is controlled by the site's worker, which shows the notifications.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  expect((await subscriptionOf(page, subscriber.endpoint))?.topics).toContain('go-live');

  const stream = await createStream();
  const live = await adminApi.patch(apiPath(API.adminStreamToggleLive, { id: stream._id }));
  expect(live.ok()).toBe(true);
  // Other tests set their own streams live meanwhile: this stream's messages are the ones counted.
  const link = `/LiveStream?stream=${stream._id}`;
  const forStream = () =>
    pushService
      .received(subscriber.path)
      .filter((payload) => (payload as { url?: string }).url === link);
  await pushService.waitFor(() => forStream().length > 0);
  expect(forStream()).toEqual([
    expect.objectContaining({ title: `We are live: ${stream.title}`, url: link }),
  ]);
  const [delivery] = pushService.requests(subscriber.path);
  expect(delivery?.vapidKey).toBeTruthy();

  // The worker shows what arrives: the decrypted message handed over as the push service would.
  await expect(await notificationsShown(page, baseURL ?? '', forStream()[0])).toContainEqual({
    title: `We are live: ${stream.title}`,
    tag: 'go-live',
    url: link,
  });

  // The browser left its push service: the next message is answered 410 and the site forgets it.
  pushService.respondWith(subscriber.path, 410);
  const test = await adminApi.post(API.adminPushTest, { data: { endpoint: subscriber.endpoint } });
  expect(test.status()).toBe(202);
  await pushService.waitFor(() =>
    pushService.requests(subscriber.path).some(({ status }) => status === 410),
  );
  await expect.poll(() => subscriptionOf(page, subscriber.endpoint)).toBeNull();
});
