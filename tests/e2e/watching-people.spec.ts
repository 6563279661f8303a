import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { asGuest, uniqueName } from './support.js';

// Three browsers and a server on a busy machine: room for each step, never a timed assertion.
test.describe.configure({ timeout: 120_000 });

/** Opens /LiveStream on the stream and waits until the page's event stream has answered. */
async function watchLive(page: Page, stream: { _id: string; title: string }) {
  const opened = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === API.live && response.url().includes(stream._id),
  );
  await page.goto(`/LiveStream?stream=${stream._id}`);
  await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
  expect((await opened).status()).toBe(200);
}

/** Opens a side panel tab and waits for its list to load. */
async function openTab(page: Page, tab: string, streamId: string, messageType: string) {
  const loaded = page.waitForResponse(
    (response) =>
      response.url().includes(apiPath(API.chatMessages, { streamId })) &&
      response.url().includes(`messageType=${messageType}`),
  );
  await page.getByRole('tab', { name: tab }).click();
  await loaded;
}

const shows = (page: Page, watching: number) =>
  expect(page.getByText(`${watching} watching`, { exact: true })).toBeVisible({ timeout: 15_000 });

test('each browser on one network is one viewer, whatever its tabs and lists', async ({
  browser,
  createStream,
  adminApi,
}, info) => {
  test.slow();
  const stream = await createStream({ isLive: true, title: uniqueName('People watching') });
  // Every browser here is on one IPv6 /64 (one church hall), each with its own device key.
  const network = `2001:db8:${(info.workerIndex + 1).toString(16)}:${(Date.now() % 65_536).toString(16)}`;
  const contexts: BrowserContext[] = [];
  const newBrowser = async (browserFrom: Browser, testInfo: TestInfo, host: number) => {
    const context = await browserFrom.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `${network}::${host.toString(16)}` },
    });
    contexts.push(context);
    await asGuest(context, {
      name: `Guest ${host}`,
      email: `guest${host}@example.org`,
      isGuest: true,
    });
    const page = await context.newPage();
    await watchLive(page, stream);
    return { context, page };
  };
  const peak = async () => {
    const listed = await adminApi.get(`${API.adminStreams}?limit=100`);
    const { streams } = (await listed.json()) as {
      streams: { _id: string; peakViewers: number }[];
    };
    return streams.find((one) => one._id === stream._id)?.peakViewers;
  };

  try {
    const ada = await newBrowser(browser, info, 1);
    await shows(ada.page, 1);

    // Switching tabs reads the chat and prayer lists: still one viewer.
    await openTab(ada.page, 'Live Chat', stream._id, 'chat');
    await openTab(ada.page, 'Prayer Requests', stream._id, 'prayer');
    // A second tab of her browser is her too.
    const adaTab = await ada.context.newPage();
    await watchLive(adaTab, stream);
    await shows(adaTab, 1);
    await shows(ada.page, 1);

    const bola = await newBrowser(browser, info, 2);
    await shows(bola.page, 2);
    await shows(ada.page, 2);
    await shows(adaTab, 2);
    // The count that showed two people never counted Ada twice.
    expect(await peak()).toBe(2);

    const chidi = await newBrowser(browser, info, 3);
    await shows(chidi.page, 3);
    await shows(ada.page, 3);
    await shows(bola.page, 3);
    await expect.poll(peak).toBe(3);

    // Ada closes one of her tabs: she still watches in the other.
    await adaTab.close();
    await chidi.context.close();
    await shows(ada.page, 2);
    await shows(bola.page, 2);
    expect(await peak()).toBe(3);
  } finally {
    for (const context of contexts) await context.close();
  }
});
