import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.js';
import { API, apiPath } from '#shared/api-paths.js';
import { CONTACT_SUBJECTS, STORAGE_KEYS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { activeStreamsResponseSchema } from '#shared/schemas/streams.js';
import { renderInBrowser, uniqueName, withoutLiveUpdates } from './support.js';

// A busy machine runs several browsers at once: allow each step time, without asserting on timing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const GUEST = { name: 'Grace Adeyemi', email: 'grace@example.org', isGuest: true };

/** A visitor who has already chosen to continue as a guest, so the access modal stays closed. */
async function asGuest(page: Page) {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.livestreamUser, JSON.stringify(GUEST)] as const,
  );
}

const picker = (page: Page) => page.getByRole('list', { name: 'Choose a livestream' });

/** The picker's card of one stream, found by its title among whatever else is active. */
const cardOf = (page: Page, stream: { title: string }) =>
  picker(page).getByRole('listitem').filter({ hasText: stream.title });

/** Whether the picker shows one card per active stream, in the server's order, with its texts. */
async function cardsMatchActiveStreams(page: Page): Promise<boolean> {
  const answer = await page.request.get(API.activeStreams);
  const { streams } = activeStreamsResponseSchema.parse(await answer.json());
  const shown = await picker(page).getByRole('listitem').allInnerTexts();
  return (
    shown.length === streams.length &&
    streams.every(
      (stream, index) =>
        shown[index]!.includes(stream.title) && shown[index]!.includes(stream.description),
    )
  );
}

/** Opens /LiveStream and picks the test's own stream from the picker. */
async function watchStream<T extends { title: string }>(page: Page, stream: T): Promise<T> {
  await page.goto('/LiveStream');
  await cardOf(page, stream).getByRole('button').click();
  await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
  return stream;
}

/** What the server stored, read straight from the test server's database. */
function storedRow(table: string, id: string): Record<string, unknown> | undefined {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'lampstand.sqlite'), {
    readonly: true,
  });
  try {
    return db.prepare(`select * from ${table} where id = ?`).get(id) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

test.describe('the livestream page', () => {
  test.beforeEach(async ({ page }) => {
    await asGuest(page);
  });

  test('the picker shows a card per active stream; a card opens its player and Back returns', async ({
    page,
    createStream,
  }) => {
    const mine = [
      await createStream({ description: 'Morning worship with the choir.' }),
      await createStream({ description: 'An evening of prayer.' }),
    ];
    await page.goto('/LiveStream');
    await expect(page.getByText('Guest User', { exact: true })).toBeVisible();
    await expect(cardOf(page, mine[0]!)).toContainText('Morning worship with the choir.');
    await expect(cardOf(page, mine[1]!)).toContainText('An evening of prayer.');
    // Other tests' streams come and go while this runs, and the page follows them live: the
    // cards are compared with the active list as it stands, until the two agree.
    await expect.poll(() => cardsMatchActiveStreams(page)).toBe(true);

    const stream = mine[0]!;
    await cardOf(page, stream).getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`stream=${stream._id}`));
    // A poster until play: no player frame is loaded before the visitor asks for it.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: `Play ${stream.title}` }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('title', stream.title);
    expect(await frame.getAttribute('src')).toContain(stream.embedUrl.split('?')[0]);

    await page.getByRole('button', { name: 'Back to Options' }).click();
    await expect.poll(() => cardsMatchActiveStreams(page)).toBe(true);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('Watch Now scrolls to the streams and the comments panel can be hidden', async ({
    page,
    createStream,
  }) => {
    const stream = await createStream();
    await page.goto('/LiveStream');
    await page.getByRole('button', { name: 'Watch Now' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a livestream' })).toBeInViewport();

    await cardOf(page, stream).getByRole('button').click();
    await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Conversation' });
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Hide Comments' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Show Comments' }).click();
    await expect(panel).toBeVisible();
  });

  test('a comment is posted under the visitor name and can be reacted to', async ({
    page,
    createStream,
  }) => {
    const stream = await watchStream(page, await createStream());
    const text = uniqueName('Amen to that word');
    const sent = page.waitForRequest((request) => request.url().endsWith(API.comment));
    await page.getByLabel('Your comment').fill(text);
    await page.getByRole('button', { name: 'Post' }).click();
    expect((await sent).postDataJSON()).toEqual({
      streamId: stream._id,
      content: text,
      userName: GUEST.name,
      userEmail: GUEST.email,
    });
    const comment = page.getByRole('log', { name: 'Comments' }).getByRole('article').filter({
      hasText: text,
    });
    await expect(comment).toContainText(GUEST.name);
    await expect(page.getByLabel('Your comment')).toHaveValue('');

    // No chips until someone reacts: only the add button, which offers the first three types.
    await expect(comment.getByRole('button')).toHaveCount(1);
    await comment.getByRole('button', { name: 'Add a reaction' }).click();
    await expect(comment.getByRole('button', { name: /, 0$/ })).toHaveCount(3);
    await comment.getByRole('button', { name: 'Amen, 0' }).click();
    await expect(comment.getByRole('button', { name: 'Amen, 1' })).toBeVisible();
    await comment.getByRole('button', { name: 'Add a reaction' }).click();
    await comment.getByRole('button', { name: 'Fire, 0' }).click();
    await expect(comment.getByRole('button', { name: 'Fire, 1' })).toBeVisible();
    // A counted chip reacts again at once.
    await comment.getByRole('button', { name: 'Amen, 1' }).click();
    await expect(comment.getByRole('button', { name: 'Amen, 2' })).toBeVisible();
  });

  test('live chat sends, polls in messages from others, and reacts', async ({
    page,
    createStream,
    createChatMessage,
  }) => {
    const stream = await watchStream(page, await createStream());
    const polled = page.waitForRequest(
      (req) =>
        req.url().includes(apiPath(API.chatMessages, { streamId: stream._id })) &&
        req.url().includes('messageType=chat'),
    );
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    await polled;

    const mine = uniqueName('Hello from Ibadan');
    const sent = page.waitForRequest((req) => req.url().endsWith(API.chatMessage));
    await page.getByLabel('Your chat message').fill(mine);
    await page.getByLabel('Your chat message').press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      streamId: stream._id,
      message: mine,
      messageType: 'chat',
      userName: GUEST.name,
    });
    const log = page.getByRole('log', { name: 'Live chat' });
    await expect(log.getByText(mine)).toBeVisible();

    const theirs = uniqueName('Greetings from Accra');
    await createChatMessage(stream._id, { userName: 'Kofi', message: theirs });
    await expect(log.getByText(theirs)).toBeVisible();

    const message = log.getByRole('article').filter({ hasText: theirs });
    await message.getByRole('button', { name: 'Add a reaction' }).click();
    await message.getByRole('button', { name: 'Praise God, 0' }).click();
    await expect(message.getByRole('button', { name: 'Praise God, 1' })).toBeVisible();
  });

  test('a prayer request is sent as a chat message of type prayer', async ({
    page,
    createStream,
  }) => {
    const stream = await watchStream(page, await createStream());
    await page.getByRole('tab', { name: 'Prayer Requests' }).click();
    const request = uniqueName('Please pray for my exams');
    const answered = page.waitForResponse((res) => res.url().endsWith(API.chatMessage));
    await page.getByLabel('Your prayer request').fill(request);
    await page.getByRole('button', { name: 'Send Request' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      streamId: stream._id,
      message: request,
      messageType: 'prayer',
    });
    await expect(
      page.getByRole('log', { name: 'Prayer requests' }).getByText(request),
    ).toBeVisible();
    const { chatMessage } = (await response.json()) as { chatMessage: { _id: string } };
    expect(storedRow('chat_messages', chatMessage._id)).toMatchObject({
      message: request,
      message_type: 'prayer',
    });
  });

  test('new comments light a dot on the Comments tab until it is opened', async ({
    page,
    createStream,
    createComment,
  }) => {
    // The page's timers run on Playwright's clock, so the 10-second refresh need not be waited out.
    await page.clock.install();
    const stream = await watchStream(page, await createStream());
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    const commentsTab = page.getByRole('tab', { name: /^Comments/ });
    await expect(commentsTab).toHaveAccessibleName('Comments');
    await createComment(stream._id, { userName: 'Ruth' });
    // Comments refresh every 10 seconds.
    await page.clock.fastForward(10_000);
    await expect(commentsTab).toHaveAccessibleName('Comments (new)');
    await commentsTab.click();
    await expect(commentsTab).toHaveAccessibleName('Comments');
  });

  test('reacting to the stream counts the reaction', async ({ page, createStream }) => {
    const stream = await watchStream(page, await createStream());
    const reactions = page.getByRole('group', { name: 'React to this service' });
    const amen = reactions.getByRole('button', { name: /^Amen, \d+$/ });
    const before = Number((await amen.getAttribute('aria-label'))!.split(', ')[1]);
    const sent = page.waitForRequest((req) => req.url().endsWith(API.streamReaction));
    await amen.click();
    expect((await sent).postDataJSON()).toEqual({
      streamId: stream._id,
      userName: GUEST.name,
      userEmail: GUEST.email,
      reactionType: 'amen',
    });
    await expect(reactions.getByRole('button', { name: `Amen, ${before + 1}` })).toBeVisible();
  });

  test('Share copies the link when the device cannot share', async ({
    page,
    context,
    createStream,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    const stream = await watchStream(page, await createStream());
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText(MESSAGES.streams.shareCopied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`/LiveStream?stream=${stream._id}`);
  });

  test('the device share sheet is used when there is one', async ({ page, createStream }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const stream = await watchStream(page, await createStream());
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData))
      .toEqual([expect.objectContaining({ title: stream.title })]);
    await expect(page.getByText(MESSAGES.streams.shareCopied)).toBeHidden();
  });

  test('too many chat messages show the server message', async ({
    page,
    request,
    createStream,
  }) => {
    const stream = await watchStream(page, await createStream());
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    await page.getByLabel('Your chat message').fill('One more');
    // Limits count per person (ADR 0124): these calls send as the page's visitor, by their email.
    // All at once, just before the page sends: the whole flood falls inside the limit's window
    // however slow the machine is.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request.post(API.chatMessage, {
          data: {
            streamId: stream._id,
            userName: GUEST.name,
            userEmail: GUEST.email,
            message: `Flood ${i}`,
            messageType: 'chat',
          },
        }),
      ),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(MESSAGES.errors.tooManyRequests)).toBeVisible();
    // The text stays, so it can be sent again a moment later.
    await expect(page.getByLabel('Your chat message')).toHaveValue('One more');
  });

  test('Share Your Testimony sends the testimony and shows Success!', async ({ page }) => {
    await page.goto('/LiveStream');
    await page.getByRole('button', { name: 'Share Your Testimony' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Testimony' });
    // Prefilled with the name and email given on this page.
    await expect(dialog.getByLabel('Your name')).toHaveValue(GUEST.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(GUEST.email);
    const title = uniqueName('Healed');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Your testimony').fill('The doctors were amazed.');
    const answered = page.waitForResponse((res) => res.url().endsWith(API.testimony));
    await dialog.getByRole('button', { name: 'Submit Testimony' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success.getByText(MESSAGES.testimony.success)).toBeVisible();
    const { testimony } = (await response.json()) as { testimony: { _id: string } };
    expect(storedRow('testimonies', testimony._id)).toMatchObject({
      title,
      name: GUEST.name,
      category: 'other',
      is_approved: 0,
    });
    await success.getByRole('button', { name: 'Close' }).last().click();
    await expect(success).toBeHidden();
  });

  test('Contact Us offers the five subjects and sends the message', async ({ page }) => {
    await page.goto('/LiveStream');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByLabel('Subject').locator('option')).toHaveText([
      'Choose a subject',
      ...CONTACT_SUBJECTS,
    ]);
    const message = uniqueName('Please call me');
    await dialog.getByLabel('Subject').selectOption('Prayer Request');
    await dialog.getByLabel('Message').fill(message);
    const answered = page.waitForResponse((res) => res.url().endsWith(API.contact));
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    await expect(
      page.getByRole('dialog', { name: 'Success!' }).getByText(MESSAGES.contact.success),
    ).toBeVisible();
    const { contact } = (await response.json()) as { contact: { _id: string } };
    expect(storedRow('contacts', contact._id)).toMatchObject({
      message,
      subject: 'Prayer Request',
      status: 'new',
    });
  });
});

test.describe('the livestream page states', () => {
  test.beforeEach(async ({ page }) => {
    await asGuest(page);
  });

  test('shows Loading livestreams... while the list loads', async ({ page, createStream }) => {
    const stream = await createStream();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderInBrowser(page);
    // The list also arrives by the page's event stream whenever another test changes a stream:
    // both wait until the loading line has been seen.
    for (const path of [API.activeStreams, API.live])
      await page.route(`**${path}*`, async (route) => {
        await held;
        await route.continue();
      });
    await page.goto('/LiveStream');
    await expect(page.getByText(MESSAGES.streams.loading)).toBeVisible();
    release();
    await expect(cardOf(page, stream)).toBeVisible();
    await expect(page.getByText(MESSAGES.streams.loading)).toBeHidden();
  });

  test('says so when no stream is active', async ({ page }) => {
    // The empty state is under test, not the data: other tests' streams stay active meanwhile,
    // and the event stream would bring them in.
    await renderInBrowser(page);
    await withoutLiveUpdates(page);
    await page.route(`**${API.activeStreams}`, (route) => route.fulfill({ json: { streams: [] } }));
    await page.goto('/LiveStream');
    await expect(page.getByText(MESSAGES.streams.empty)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Live Services' })).toBeVisible();
  });

  test('shows the error line when the list cannot load, and recovers on retry', async ({
    page,
    createStream,
  }) => {
    const stream = await createStream();
    let fail = true;
    await renderInBrowser(page);
    // Streams other tests add would set the list off loading again and again.
    await withoutLiveUpdates(page);
    await page.route(`**${API.activeStreams}`, (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Down' } }) : route.continue(),
    );
    await page.goto('/LiveStream');
    await expect(page.getByText(MESSAGES.streams.loadFailed)).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cardOf(page, stream)).toBeVisible();
  });

  test('a reaction without a stored visitor asks them to join', async ({ page, createStream }) => {
    const stream = await createStream();
    await page.addInitScript((key) => {
      window.localStorage.removeItem(key);
    }, STORAGE_KEYS.livestreamUser);
    await page.goto('/LiveStream');
    await page
      .getByRole('dialog', { name: 'Welcome to Live Stream' })
      .getByRole('button', { name: 'Close' })
      .click();
    await cardOf(page, stream).getByRole('button').click();
    await page
      .getByRole('group', { name: 'React to this service' })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByText(MESSAGES.reactions.needStreamAndUser)).toBeVisible();
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Live Stream' })).toBeVisible();
  });
});
