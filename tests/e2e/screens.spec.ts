import { fileURLToPath } from 'node:url';
import { test, expect, type Browser, type Page, type Request } from '@playwright/test';
import { APP_SHELL } from '#shared/app-shell.js';
import { ADMIN_SECTIONS, STORAGE_KEYS } from '#shared/constants.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { API, apiPath } from '#shared/api-paths.js';
import { adminLoginResponseSchema } from '#shared/schemas/auth.js';
import { adminStreamsResponseSchema } from '#shared/schemas/admin-streams.js';
import { momentResponseSchema } from '#shared/schemas/moments.js';
import { memberAuthResponseSchema } from '#shared/schemas/members.js';
import { sentPrayerRequestResponseSchema } from '#shared/schemas/prayer-requests.js';
import {
  adminSermonResponseSchema,
  adminSermonSeriesResponseSchema,
} from '#shared/schemas/sermons.js';
import { sermonPagePath } from '#shared/sermon-pages.js';
import { type PrivateServer, startPrivateServer } from './private-server.js';

/**
 * Screenshot baselines of every public page and every admin section, on a phone and a laptop, in
 * both themes (tests/e2e/screenshots, updated with `npm run test:screens:update`). The pages
 * show the demo church on a server of their own whose clock starts at CLOCK_START
 * (screens/fixed-clock.mjs), and the browser's clock stands at BROWSER_TIME, so every run
 * shows the same content, dates and times.
 */
const CLOCK_START = '2026-06-10T09:00:00.000Z';
// Half a minute after the server's start: the demo church is seeded in its first seconds, so
// "5 minutes ago" stays 5 minutes whatever the machine's speed.
const BROWSER_TIME = Date.parse(CLOCK_START) + 30_000;

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;
const THEMES = ['dark', 'light'] as const;

const PUBLIC_PAGES: readonly { name: string; path: string }[] = [
  ...Object.entries(SITE_ROUTES)
    .filter(([, route]) => !route.path.startsWith('/admin'))
    .map(([name, route]) => ({ name, path: route.path })),
  { name: 'notFound', path: '/no-such-page' },
];

let server: PrivateServer;
/** The published sermon whose page the screenshots show. */
let sermonPath = '';
/** A member signed in on /account: their session as the site stores it. */
let memberSession = '';

// Each test shows about twenty pages.
test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  server = await startPrivateServer({
    SEED_DEMO_CONTENT: 'true',
    SCREENS_CLOCK_START: CLOCK_START,
    // The launch checklist quotes the site's address: the same in every run, whatever the port.
    PUBLIC_SITE_URL: 'http://localhost:3000',
    NODE_OPTIONS: `--import=${fileURLToPath(new URL('screens/fixed-clock.mjs', import.meta.url))}`,
    TZ: 'UTC',
  });
  await addSermon();
  sermonPath = await addPublishedSermon();
  await addFollowUp();
  memberSession = await addMember();
});

/**
 * A member with a prayer request the team is praying for, and one they asked to hear about:
 * /account as they see it.
 */
async function addMember(): Promise<string> {
  const call = async (path: string, init: { method: string; body?: unknown; token?: string }) => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
    expect(response.ok).toBe(true);
    return response.json() as Promise<unknown>;
  };
  const { user, token } = memberAuthResponseSchema.parse(
    await call(API.register, {
      method: 'POST',
      body: {
        name: 'Miriam Adeyemi',
        email: 'miriam@example.org',
        phone: '+234 803 555 0142',
        location: 'Abeokuta',
        password: 'a-long-password',
      },
    }),
  );
  const sent = sentPrayerRequestResponseSchema.parse(
    await call(API.prayerRequest, {
      method: 'POST',
      token,
      body: {
        name: 'Miriam Adeyemi',
        request: 'Pray for my mother’s healing after her operation.',
        isPrivate: true,
        notifyWhenAnswered: true,
      },
    }),
  );
  await call(API.prayerRequest, {
    method: 'POST',
    token,
    body: { name: 'Miriam Adeyemi', request: 'Wisdom for our new business.' },
  });
  const session = await adminStorage();
  const adminToken = session.find(({ name }) => name === STORAGE_KEYS.adminToken)?.value ?? '';
  await call(apiPath(API.adminPrayerRequest, { id: sent.prayerRequest._id }), {
    method: 'PATCH',
    token: adminToken,
    body: { status: 'praying' },
  });
  return JSON.stringify({
    name: user.name,
    email: user.email,
    id: user._id,
    phone: user.phone,
    location: user.location,
    isGuest: false,
    token,
  });
}

/**
 * The demo church keeps no sermons: a series and a draft sermon of its own show the Sermons list
 * and its form. A draft, so the public pages stay as they are.
 */
async function addSermon(): Promise<void> {
  const session = await adminStorage();
  const token = session.find(({ name }) => name === STORAGE_KEYS.adminToken)?.value ?? '';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return response.json() as Promise<unknown>;
  };
  const { series } = adminSermonSeriesResponseSchema.parse(
    await post(API.adminSermonSeriesList, {
      title: 'The Gospel of John',
      description: 'Signs that point to the Son.',
    }),
  );
  await post(API.adminSermonCreate, {
    title: 'Born Again',
    preacher: 'Pastor Ruth Mensah',
    seriesId: series._id,
    scripture: 'John 3:1–21',
    preachedAt: '2026-06-07T09:30:00.000Z',
    summary: 'What it means to start again, from the night Nicodemus came to Jesus.',
    notes: '## Three things\n\n- Spirit\n- Water\n- **Life**',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    audioUrl: 'https://media.example.org/born-again.mp3',
    audioBytes: 18_200_000,
    durationSeconds: 754,
    published: false,
  });
}

/**
 * A visitor who answered a salvation moment with their contact details: the Follow-up queue shows
 * them. The moment is closed at once, so the live page shows no card over its chat.
 */
async function addFollowUp(): Promise<void> {
  const session = await adminStorage();
  const token = session.find(({ name }) => name === STORAGE_KEYS.adminToken)?.value ?? '';
  const call = async (path: string, method: string, body?: unknown, auth = true) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok).toBe(true);
    return response.json() as Promise<unknown>;
  };
  const { streams } = adminStreamsResponseSchema.parse(await call(API.adminStreams, 'GET'));
  const streamId = streams[0]?._id ?? '';
  const { moment } = momentResponseSchema.parse(
    await call(API.adminStreamMoment.replace(':id', streamId), 'POST', {
      kind: 'salvation',
      askContact: true,
    }),
  );
  await call(
    API.momentResponse.replace(':id', moment._id),
    'POST',
    {
      name: 'Chidinma Okafor',
      email: 'chidinma@example.org',
      phone: '+234 803 555 0199',
      note: 'I want to know more about following Jesus.',
    },
    false,
  );
  await call(API.adminMoment.replace(':id', moment._id), 'PATCH', { closed: true });
}

/** A published sermon with its series, notes, video and audio: its page is one of the shots. */
async function addPublishedSermon(): Promise<string> {
  const session = await adminStorage();
  const token = session.find(({ name }) => name === STORAGE_KEYS.adminToken)?.value ?? '';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return response.json() as Promise<unknown>;
  };
  const { series } = adminSermonSeriesResponseSchema.parse(
    await post(API.adminSermonSeriesList, {
      title: 'Living Hope',
      description: 'Six weeks in the first letter of Peter.',
    }),
  );
  const { sermon } = adminSermonResponseSchema.parse(
    await post(API.adminSermonCreate, {
      title: 'A Living Hope',
      preacher: 'Pastor Ade Bello',
      seriesId: series._id,
      scripture: '1 Peter 1:3–9',
      preachedAt: '2026-06-07T09:00:00.000Z',
      summary: 'Mercy gives a hope that is alive, kept in heaven for you.',
      notes:
        '## A living hope\n\nPeter writes to scattered believers.\n\n- Born again by mercy\n- Kept by power\n\n> Though you have not seen him, you love him.',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      // Hosted elsewhere: the player asks for nothing until play is pressed.
      audioUrl: 'https://media.example.com/born-again.mp3',
      audioBytes: 40_320_000,
      durationSeconds: 2520,
      published: true,
    }),
  );
  return sermonPagePath(sermon._id);
}

test.afterAll(async () => {
  await server.stop();
});

async function adminStorage(): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'lampstand-demo' }),
  });
  expect(response.ok).toBe(true);
  const { token, admin } = adminLoginResponseSchema.parse(await response.json());
  return [
    { name: STORAGE_KEYS.adminToken, value: token },
    { name: STORAGE_KEYS.adminInfo, value: JSON.stringify(admin) },
  ];
}

/** A page on a fresh context, and the requests it still waits for (the live stream aside). */
async function openPage(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  theme: string,
  storage: { name: string; value: string }[] = [],
) {
  const context = await openContext(browser, viewport, theme, storage);
  const page = await context.newPage();
  const running = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') running.add(request);
  });
  const finished = (request: Request) => running.delete(request);
  // The live updates (/api/live) stay open for as long as the page does.
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.startsWith('text/event-stream')) finished(response.request());
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const pending = () => [...running].map((request) => request.url());
  return { context, page, pending };
}

async function openContext(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  theme: string,
  storage: { name: string; value: string }[],
) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    colorScheme: theme === 'dark' ? 'dark' : 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: server.url,
          localStorage: [{ name: STORAGE_KEYS.theme, value: theme }, ...storage],
        },
      ],
    },
  });
  await context.clock.setFixedTime(BROWSER_TIME);
  // Players and other sites answer differently from run to run, or not at all offline.
  await context.route(
    (url) => url.origin !== server.url,
    (route) => route.abort(),
  );
  return context;
}

/** Waits for what decides the picture: hydration, every request but the live ones, fonts, images. */
async function settle(page: Page, pending: () => string[]): Promise<void> {
  await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
  // A full-page screenshot does not scroll, so lazy images below the fold would never load;
  // a list may also render its images only after its data has come.
  const waiting = async () => {
    const images = await page.evaluate(() => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
      return Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => image.src);
    });
    return [...pending(), ...images];
  };
  await expect.poll(waiting, { message: 'requests or images still loading' }).toEqual([]);
  await page.evaluate(async () => {
    // Chromium may never settle decode() for an image the page replaces while it decodes (a
    // list refetched underneath): it is given two seconds, and the poll below waits for the
    // image that took its place.
    const decoded = (image: HTMLImageElement) =>
      Promise.race([
        image.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
    await Promise.all(Array.from(document.images).map(decoded));
    await document.fonts.ready;
  });
  await expect.poll(waiting, { message: 'requests or images still loading' }).toEqual([]);
}

async function shoot(page: Page, pending: () => string[], name: string[]) {
  await settle(page, pending);
  await expect.soft(page).toHaveScreenshot(name, {
    fullPage: true,
    // The player is another site's page, blocked here.
    mask: [page.locator('iframe')],
  });
}

async function snap(page: Page, pending: () => string[], path: string, name: string[]) {
  await page.goto(path);
  await shoot(page, pending, name);
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    const folder = `${viewport.name}-${theme}`;

    test(`every public page on a ${viewport.name} in the ${theme} theme`, async ({ browser }) => {
      const { context, page, pending } = await openPage(browser, viewport, theme);
      for (const { name, path } of PUBLIC_PAGES) {
        await snap(page, pending, path, [folder, `${name}.png`]);
        if (path !== SITE_ROUTES.liveStream.path) continue;
        // A first visit to the live page opens the access dialog over it; the page itself
        // shows once the visitor closes it.
        const access = page.getByRole('dialog', { name: 'Welcome to Live Stream' });
        await access.getByRole('button', { name: 'Close' }).click();
        await expect(access).toBeHidden();
        await shoot(page, pending, [folder, `${name}-page.png`]);
      }
      await snap(page, pending, sermonPath, [folder, 'sermon.png']);
      // What the service worker shows when a page cannot be reached: a static page, no app.
      await page.goto(APP_SHELL.offlinePage);
      await page.evaluate(() => document.fonts.ready);
      await expect.soft(page).toHaveScreenshot([folder, 'offline.png'], { fullPage: true });
      await snap(page, pending, SITE_ROUTES.adminLogin.path, [folder, 'admin-login.png']);
      await context.close();
    });

    // /account among the public pages is what a visitor who is not signed in sees; here, a
    // member's own, and every admin section as a signed-in admin sees it.
    test(`every admin section on a ${viewport.name} in the ${theme} theme`, async ({ browser }) => {
      const storage = [
        ...(await adminStorage()),
        { name: STORAGE_KEYS.livestreamUser, value: memberSession },
      ];
      const { context, page, pending } = await openPage(browser, viewport, theme, storage);
      await snap(page, pending, SITE_ROUTES.account.path, [folder, 'account-member.png']);
      for (const section of ADMIN_SECTIONS) {
        await snap(page, pending, `/admin?section=${section}`, [folder, `admin-${section}.png`]);
      }
      await page.goto('/admin?section=sermons');
      await page.getByRole('button', { name: 'Edit Born Again' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Sermon' })).toBeVisible();
      await shoot(page, pending, [folder, 'admin-sermons-edit.png']);
      await page.goto('/admin?section=settings');
      await page.getByRole('tab', { name: 'Follow-up' }).click();
      await expect(page.getByRole('group', { name: 'Salvation' })).toBeVisible();
      await shoot(page, pending, [folder, 'admin-settings-follow-up.png']);
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page.getByRole('heading', { name: 'Push subscribers' })).toBeVisible();
      await shoot(page, pending, [folder, 'admin-settings-notifications.png']);
      await context.close();
    });
  }
}
