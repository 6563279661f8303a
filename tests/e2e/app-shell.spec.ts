import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { APP_SHELL } from '#shared/app-shell.js';
import { PUSH_TEXTS } from '#shared/schemas/push.js';
import { expect, test } from './fixtures.js';
import { freePort, startPrivateServer } from './private-server.js';

// The one spec the site's service worker runs in (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const CACHE_PREFIX = 'lampstand-shell-';

/** Opens the home page and waits until the site's worker is active and controls it. */
async function controlledHome(page: Page) {
  await page.goto('/');
  // Claimed by the worker once it has activated (its precache complete).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Every path the worker's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('the service worker registers, controls the page and caches the app shell, never the API', async ({
  page,
}) => {
  await controlledHome(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: navigator.serviceWorker.controller?.scriptURL };
  });
  expect(new URL(registration.scope ?? '').pathname).toBe('/');
  expect(new URL(registration.script ?? '').pathname).toBe(APP_SHELL.serviceWorker);
  expect(await cacheNames(page)).toEqual([expect.stringMatching(/^lampstand-shell-[\w-]+$/)]);

  // A page the worker controls from its start, calling the API as every page does.
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const paths = await cachedPaths(page);
  expect(paths).toEqual(
    expect.arrayContaining([
      APP_SHELL.offlinePage,
      APP_SHELL.icon192,
      APP_SHELL.icon512,
      APP_SHELL.maskable512,
      APP_SHELL.appleTouchIcon,
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-[\w-]+\.woff2$/),
    ]),
  );
  expect(paths.filter((path) => path.startsWith('/api') || path.startsWith('/admin'))).toEqual([]);
  // Pages are never kept: only files.
  expect(paths).not.toContain('/');
  expect(paths).not.toContain('/events');
});

test('shows the offline page when the network is cut', async ({ page, context }) => {
  await controlledHome(page);
  await context.setOffline(true);
  try {
    // A page of its own: the fixture's page waits for the site's app, which the offline page is not.
    const offline = await context.newPage();
    await offline.goto('/events');
    await expect(offline.getByText(PUSH_TEXTS.offline, { exact: true })).toBeVisible();
    await expect(offline.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  } finally {
    await context.setOffline(false);
  }
});

/**
 * This build copied as a new deploy would be: the same files, but a worker of another version
 * (its compressed copies dropped, so the server sends the changed script).
 */
function redeployedBuild(version: string, next: string): string {
  const root = mkdtempSync(join(tmpdir(), 'lampstand-redeploy-'));
  cpSync('dist', join(root, 'dist'), { recursive: true });
  copyFileSync('package.json', join(root, 'package.json'));
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  const worker = join(root, 'dist/web', APP_SHELL.serviceWorker);
  writeFileSync(worker, readFileSync(worker, 'utf8').replaceAll(version, next));
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });
  return root;
}

test('a new deploy’s worker replaces the old one and deletes its cache', async ({ browser }) => {
  // Two server starts besides the browser's work.
  test.setTimeout(60_000);
  // The browser fetches a worker's script itself, outside any page and any route a test sets:
  // the site is deployed again for real, on the same address.
  const port = await freePort();
  let server = await startPrivateServer({}, { port });
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  let redeploy: string | undefined;
  try {
    const page = await context.newPage();
    await controlledHome(page);
    const [oldCache] = await cacheNames(page);
    const version = (oldCache ?? '').slice(CACHE_PREFIX.length);
    expect(version).not.toBe('');
    const next = `${version}-next`;

    await server.stop();
    redeploy = redeployedBuild(version, next);
    server = await startPrivateServer({}, { port, root: redeploy });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect.poll(() => cacheNames(page)).toEqual([`${CACHE_PREFIX}${next}`]);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            active: registration?.active?.state,
            waiting: registration?.waiting ?? null,
            installing: registration?.installing ?? null,
          };
        }),
      )
      .toEqual({ active: 'activated', waiting: null, installing: null });
    expect(await cachedPaths(page)).toContain(APP_SHELL.offlinePage);
  } finally {
    await context.close();
    await server.stop();
    if (redeploy) rmSync(redeploy, { recursive: true, force: true });
  }
});

test('is installable on a phone, its manifest and icons loading', async ({
  playwright,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // A browser profile of its own: Chromium never offers to install from an incognito context,
  // which every other context of the tests is.
  const profile = mkdtempSync(join(tmpdir(), 'lampstand-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    ...(baseURL ? { baseURL } : {}),
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
    serviceWorkers: 'allow',
    viewport: { width: 375, height: 667 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await controlledHome(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(new URL(manifest.url).pathname).toBe(APP_SHELL.manifest);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const answer = await page.request.get(APP_SHELL.manifest);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const { icons } = (await answer.json()) as { icons: { src: string }[] };
    for (const src of [...icons.map((icon) => icon.src), APP_SHELL.appleTouchIcon]) {
      const file = await page.request.get(src);
      expect(file.status(), src).toBe(200);
      expect(file.headers()['content-type'], src).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
