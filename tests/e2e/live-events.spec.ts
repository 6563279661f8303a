import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { asGuest, secondVisitor, uniqueName, uniqueToken } from './support.js';

// Two browsers and a server on a busy machine: room for each step, never a timed assertion.
test.describe.configure({ timeout: 120_000 });

const isLive = (request: Request) => new URL(request.url()).pathname === API.live;

/** Opens /LiveStream on the stream and waits until the page's event stream has answered. */
async function watchLive(page: Page, stream: { _id: string; title: string }) {
  const opened = page.waitForResponse(
    (response) => isLive(response.request()) && response.url().includes(stream._id),
  );
  await page.goto(`/LiveStream?stream=${stream._id}`);
  await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
}

/** Counts the page's calls whose path starts with `path` from now on. */
function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) calls.push(request.url());
  });
  return calls;
}

/** Opens a side panel tab and waits for its first load. */
async function openTab(page: Page, tab: string, streamId: string, messageType: string) {
  const loaded = page.waitForResponse(
    (response) =>
      response.url().includes(apiPath(API.chatMessages, { streamId })) &&
      response.url().includes(`messageType=${messageType}`),
  );
  await page.getByRole('tab', { name: tab }).click();
  await loaded;
}

test.describe('the live room in real time', () => {
  test('two viewers see each other’s chat, prayer requests, comments and reactions without polling', async ({
    page,
    browser,
    createStream,
  }, info) => {
    test.slow();
    const stream = await createStream({ isLive: true });
    await asGuest(page, { name: 'Ama Mensah', email: 'ama@example.org', isGuest: true });
    const other = await secondVisitor(browser, info, {
      name: 'Kwame Boateng',
      email: 'kwame@example.org',
      isGuest: true,
    });
    try {
      const b = other.page;
      await watchLive(page, stream);
      await watchLive(b, stream);

      // Live chat, both ways: nothing asks the server for new messages.
      await openTab(page, 'Live Chat', stream._id, 'chat');
      await openTab(b, 'Live Chat', stream._id, 'chat');
      const chatPath = apiPath(API.chatMessages, { streamId: stream._id });
      const pollsA = countCalls(page, chatPath);
      const pollsB = countCalls(b, chatPath);
      const hello = uniqueName('Good morning from Kumasi');
      await page.getByLabel('Your chat message').fill(hello);
      await page.getByLabel('Your chat message').press('Enter');
      await expect(b.getByRole('log', { name: 'Live chat' }).getByText(hello)).toBeVisible();
      const answer = uniqueName('And from Tamale');
      await b.getByLabel('Your chat message').fill(answer);
      await b.getByLabel('Your chat message').press('Enter');
      await expect(page.getByRole('log', { name: 'Live chat' }).getByText(answer)).toBeVisible();

      // A reaction on a chat message reaches the other viewer.
      const theirs = page
        .getByRole('log', { name: 'Live chat' })
        .getByRole('article')
        .filter({ hasText: answer });
      await theirs.getByRole('button', { name: 'Add a reaction' }).click();
      await theirs.getByRole('button', { name: 'Praise God, 0' }).click();
      await expect(
        b
          .getByRole('log', { name: 'Live chat' })
          .getByRole('article')
          .filter({ hasText: answer })
          .getByRole('button', { name: 'Praise God, 1' }),
      ).toBeVisible();
      expect(pollsA, 'chat polls while the event stream is open').toEqual([]);
      expect(pollsB, 'chat polls while the event stream is open').toEqual([]);

      // Prayer requests.
      await openTab(page, 'Prayer Requests', stream._id, 'prayer');
      await openTab(b, 'Prayer Requests', stream._id, 'prayer');
      const prayerPollsB = countCalls(b, chatPath);
      const request = uniqueName('Please pray for my mother');
      await page.getByLabel('Your prayer request').fill(request);
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(
        b.getByRole('log', { name: 'Prayer requests' }).getByText(request),
      ).toBeVisible();
      expect(prayerPollsB).toEqual([]);

      // Comments, and a reaction to one.
      const commentsPath = apiPath(API.comments, { streamId: stream._id });
      const commentPollsA = countCalls(page, commentsPath);
      const commentPollsB = countCalls(b, commentsPath);
      await page.getByRole('tab', { name: /^Comments/ }).click();
      await b.getByRole('tab', { name: /^Comments/ }).click();
      const words = uniqueName('What a word this morning');
      await page.getByLabel('Your comment').fill(words);
      await page.getByRole('button', { name: 'Post' }).click();
      const seenByB = b
        .getByRole('log', { name: 'Comments' })
        .getByRole('article')
        .filter({ hasText: words });
      await expect(seenByB).toBeVisible();
      await seenByB.getByRole('button', { name: 'Add a reaction' }).click();
      await seenByB.getByRole('button', { name: 'Amen, 0' }).click();
      await expect(
        page
          .getByRole('log', { name: 'Comments' })
          .getByRole('article')
          .filter({ hasText: words })
          .getByRole('button', { name: 'Amen, 1' }),
      ).toBeVisible();
      expect(commentPollsA).toEqual([]);
      expect(commentPollsB).toEqual([]);
      expect(await other.violations.collect(), 'Content Security Policy violations').toEqual([]);
    } finally {
      await other.context.close();
    }
  });

  test('a stream added while the page is open appears without a reload', async ({
    page,
    createStream,
  }) => {
    const watched = await createStream({ isLive: true });
    await asGuest(page, { name: 'Efua Owusu', email: 'efua@example.org', isGuest: true });
    await watchLive(page, watched);
    const listCalls = countCalls(page, API.activeStreams);

    const added = await createStream({ title: uniqueName('Evening Prayer') });
    await page.getByRole('button', { name: 'Back to Options' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Choose a livestream' })
        .getByRole('listitem')
        .filter({ hasText: added.title }),
    ).toBeVisible();
    expect(listCalls, 'the stream list came from the event stream').toEqual([]);
  });

  test('the home page’s live banner follows the stream list without polling', async ({
    page,
    adminApi,
    createStream,
  }) => {
    const opened = page.waitForResponse((response) => isLive(response.request()));
    await page.goto('/');
    expect((await opened).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const listCalls = countCalls(page, API.activeStreams);

    // Live, and scheduled before any other: the first live stream, the one the banner shows.
    const dawn = await createStream({
      title: uniqueName('Dawn Service'),
      isLive: true,
      scheduledDate: '2000-01-02T06:00:00.000Z',
    });
    const banner = page.getByRole('region', { name: dawn.title });
    await expect(banner.getByText('Live now')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Watch Live' })).toBeVisible();

    const offline = await adminApi.patch(apiPath(API.adminStreamToggleLive, { id: dawn._id }));
    expect(offline.status()).toBe(200);
    await expect(page.getByRole('region', { name: dawn.title })).toHaveCount(0);
    expect(listCalls, 'the stream list came from the event stream').toEqual([]);
  });

  test('the church’s answer reaches the visitor’s quick chat on the event stream', async ({
    page,
    createStream,
    adminApi,
  }) => {
    const stream = await createStream({ isLive: true });
    const stamp = uniqueToken();
    await asGuest(page, { name: `Yaw ${stamp}`, email: `yaw-${stamp}@example.org`, isGuest: true });
    await watchLive(page, stream);

    await page.getByRole('button', { name: 'Open quick chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick Chat' });
    // The conversation's id joins the page's event stream, which reopens with it.
    const reopened = page.waitForResponse(
      (response) => isLive(response.request()) && response.url().includes('chat='),
    );
    // The new conversation's first read of its messages is no poll; on a busy machine it may
    // come after the event stream has reopened, so the counting starts once it has answered.
    const firstRead = page.waitForResponse((response) =>
      /^\/api\/user\/general-chat\/[^/]+\/messages$/.test(new URL(response.url()).pathname),
    );
    await panel.getByRole('textbox', { name: 'Message' }).fill('Is there a service tonight?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const chatId = new URL((await reopened).url()).searchParams.get('chat') ?? '';
    expect(chatId).not.toBe('');
    await firstRead;
    const polls = countCalls(page, apiPath(API.quickChatMessages, { chatId }));

    const reply = await adminApi.post(apiPath(API.adminQuickChatReply, { id: chatId }), {
      data: { message: 'Yes, at seven. You are welcome!' },
    });
    expect(reply.ok()).toBe(true);
    await expect(
      panel.getByRole('list', { name: 'Messages' }).getByText('Yes, at seven. You are welcome!'),
    ).toBeVisible();
    expect(polls, 'quick chat polls while the event stream is open').toEqual([]);
  });
});

test.describe('when the event stream cannot be opened', () => {
  test('the live chat and the quick chat fall back to the spec’s polling', async ({
    page,
    createStream,
    createChatMessage,
    adminApi,
  }) => {
    test.slow();
    await page.route(
      (url) => url.pathname === API.live,
      (route) => route.abort(),
    );
    const stream = await createStream({ isLive: true });
    const stamp = uniqueToken();
    await asGuest(page, {
      name: `Abena ${stamp}`,
      email: `abena-${stamp}@example.org`,
      isGuest: true,
    });
    await page.goto(`/LiveStream?stream=${stream._id}`);
    await openTab(page, 'Live Chat', stream._id, 'chat');

    const theirs = uniqueName('Greetings from Cape Coast');
    const polled = page.waitForRequest(
      (request) =>
        request.url().includes(apiPath(API.chatMessages, { streamId: stream._id })) &&
        request.url().includes('after='),
    );
    await createChatMessage(stream._id, { userName: 'Kojo', message: theirs });
    await polled;
    await expect(page.getByRole('log', { name: 'Live chat' }).getByText(theirs)).toBeVisible();

    // The quick chat polls too, and the church's answer arrives.
    await page.getByRole('button', { name: 'Open quick chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick Chat' });
    const started = page.waitForResponse(
      (response) =>
        response.url().endsWith(API.quickChat) && response.request().method() === 'POST',
    );
    await panel.getByRole('textbox', { name: 'Message' }).fill('Can I ask for prayer here?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const { chatId } = (await (await started).json()) as { chatId: string };
    const reply = await adminApi.post(apiPath(API.adminQuickChatReply, { id: chatId }), {
      data: { message: 'Of course. We are listening.' },
    });
    expect(reply.ok()).toBe(true);
    await expect(
      panel.getByRole('list', { name: 'Messages' }).getByText('Of course. We are listening.'),
    ).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('the admin panel in real time', () => {
  test('a visitor’s message reaches the open Live Chat conversation on the panel’s event stream', async ({
    page,
    request,
    signInAsAdmin,
  }) => {
    test.slow();
    const stamp = uniqueToken();
    const name = `Esi Visitor ${stamp}`;
    const started = await request.post(API.quickChat, {
      data: { name, email: `esi-${stamp}@example.org`, message: 'Good morning, church!' },
    });
    expect(started.ok()).toBe(true);
    const { chatId } = (await started.json()) as { chatId: string };

    const opened = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === API.adminLive && response.status() === 200;
    });
    // The section's former address, as older emails and bookmarks carry it.
    await signInAsAdmin(page, '/admin?section=live-chat');
    const live = await opened;
    expect(live.headers()['content-type']).toContain('text/event-stream');
    // The token travels in a header, never in the address.
    expect(live.url()).not.toContain('token');
    expect(await live.request().headerValue('authorization')).toMatch(/^Bearer /);
    expect(await live.request().headerValue('x-admin-activity')).toBe('background');

    await page.getByRole('button', { name: new RegExp(name) }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages).toContainText('Good morning, church!');

    // From here the conversation's own read never answers: what arrives came on the stream.
    const conversation = apiPath(API.adminQuickChat, { id: chatId });
    await page.route(
      (url) => url.pathname === conversation,
      () => undefined,
    );
    const next = await request.post(API.quickChat, {
      data: {
        name,
        email: `esi-${stamp}@example.org`,
        message: 'Will the service be streamed tonight?',
        chatId,
      },
    });
    expect(next.ok()).toBe(true);
    await expect(messages).toContainText('Will the service be streamed tonight?');
  });
});

test.describe('watching counts', () => {
  test('an open page counts as watching: the player, Stream Management and Analytics show it', async ({
    page,
    browser,
    createStream,
    signInAsAdmin,
  }, info) => {
    test.slow();
    // Analytics lists the ten streams with the most viewers, by title after that: sort early.
    const stream = await createStream({ isLive: true, title: uniqueName('A watched service') });
    await asGuest(page, { name: 'Adwoa Asante', email: 'adwoa@example.org', isGuest: true });
    await watchLive(page, stream);
    await expect(page.getByText('1 watching', { exact: true })).toBeVisible();

    const { context: adminContext, violations, page: admin } = await secondVisitor(browser, info);
    try {
      await signInAsAdmin(admin, '/admin?section=streams');
      await admin.getByLabel('Search streams').fill(stream.title);
      const card = admin.getByRole('article').filter({ hasText: stream.title });
      await expect(card).toContainText('Peak 1 watching');

      // A watch session is recorded when the page closes its stream; the figures follow.
      await page.goto('/');
      await expect(async () => {
        await admin.goto('/admin?section=analytics&period=24h');
        const row = admin.getByRole('row').filter({ hasText: stream.title });
        await expect(row.getByRole('cell')).toHaveText(['1', '1', /\d/], { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(
        admin.getByRole('list', { name: 'Viewer figures' }).getByText('Peak concurrent viewers'),
      ).toBeVisible();
      expect(await violations.collect(), 'Content Security Policy violations').toEqual([]);
    } finally {
      await adminContext.close();
    }
  });
});
