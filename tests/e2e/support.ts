import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { API, apiPath } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { FIRST_SCREEN_DATA_ID } from '#shared/first-screen.js';
import { publicSettingsResponseSchema, type PublicSettings } from '#shared/schemas/settings.js';
import { siteContentResponseSchema, type SiteContent } from '#shared/schemas/site-content.js';

let sequence = 0;

/**
 * A short token no other test has: the time, the worker and a count. Names, titles and search words
 * made from it are the test's own on the shared server.
 */
export function uniqueToken(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${test.info().workerIndex.toString(36)}x${sequence.toString(36)}`;
}

/** `Harvest Service lq2k3x01x4`: a title or name of the test's own. */
export function uniqueName(label: string): string {
  return `${label} ${uniqueToken()}`;
}

/** `psalmlq2k3x01x4`: one word, for searching the test's own items. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${uniqueToken()}`;
}

/** The public settings the server answers, so tests compare against real data, not copies. */
export async function publicSettings(request: APIRequestContext): Promise<PublicSettings> {
  const response = await request.get(API.publicSettings);
  expect(response.ok()).toBe(true);
  return publicSettingsResponseSchema.parse(await response.json()).settings;
}

/** The site content the server answers (welcome, service times, ministries, programmes, giving). */
export async function siteContent(request: APIRequestContext): Promise<SiteContent> {
  const response = await request.get(API.siteContent);
  expect(response.ok()).toBe(true);
  return siteContentResponseSchema.parse(await response.json()).content;
}

/**
 * The body of the page's own GET of `path` (call before the navigation that makes it). Where other
 * tests may change a shared list or setting meanwhile, a page is checked against the answer it got.
 */
export async function answerTo(page: Page, path: string): Promise<unknown> {
  const fromNetwork = page
    .waitForResponse(
      (candidate) =>
        candidate.request().method() === 'GET' && new URL(candidate.url()).pathname === path,
    )
    .then((response) => {
      expect(response.ok()).toBe(true);
      return response.json() as Promise<unknown>;
    });
  // A page the server rendered carries the answers of its first screen instead of asking.
  const fromPage = page
    .waitForEvent('domcontentloaded')
    .then(() => answerInPage(page, path))
    .catch(() => undefined);
  return new Promise((resolve, reject) => {
    fromNetwork.then(resolve, reject);
    void fromPage.then((answer) => {
      if (answer !== undefined) resolve(answer);
    });
  });
}

/** The API's answers a server-rendered page carries, by the query that holds each. */
const FIRST_SCREEN_ANSWERS: Record<string, { key: string[]; field: string }> = {
  [API.publicSettings]: { key: ['settings', 'public'], field: 'settings' },
  [API.siteContent]: { key: ['site-content', 'content'], field: 'content' },
  [API.upcomingEvents]: { key: ['events', 'upcoming'], field: 'events' },
  [API.activeStreams]: { key: ['livestream', 'active-streams'], field: 'streams' },
  [API.upcomingServices]: { key: ['services', 'upcoming'], field: 'services' },
};

/** The answer to GET `path` in the page's data block, as the API sent it; undefined if none. */
async function answerInPage(page: Page, path: string): Promise<unknown> {
  const answer = FIRST_SCREEN_ANSWERS[path];
  if (!answer) return undefined;
  const data = await page.evaluate(
    ({ id, key }) => {
      const block = document.getElementById(id);
      if (!block?.textContent) return undefined;
      const state = JSON.parse(block.textContent) as {
        queries: { queryKey: unknown; state: { data: unknown } }[];
      };
      return state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))
        ?.state.data;
    },
    { id: FIRST_SCREEN_DATA_ID, key: answer.key },
  );
  return data === undefined ? undefined : { [answer.field]: data };
}

/**
 * Shuts the page's event stream out: it carries the streams other tests add at the same time,
 * which would replace the answers a test fixed. The page polls its routed answers instead.
 */
export async function withoutLiveUpdates(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === API.live,
    (route) => route.abort(),
  );
}

/**
 * An empty Services schedule for the page (rendered in the browser: the server's page carries
 * the schedule), so Site Content's service times and the streams' countdown are what it shows:
 * the services other tests add meanwhile would take their place.
 */
export async function withoutServices(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === API.upcomingServices,
    (route) => route.fulfill({ json: { services: [] } }),
  );
}

/**
 * Pages sent as the bare shell, as when the server cannot render them: the browser renders them
 * and asks the API for everything, so a test can hold or change those answers (page.route).
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        new RegExp(
          `<div id="root">[\\s\\S]*?</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">[\\s\\S]*?</script>`,
        ),
        '<div id="root"></div>',
      );
      return route.fulfill({ response, body: html });
    },
  );
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export async function writeStorage(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    ([name, content]) => {
      window.localStorage.setItem(name, content);
    },
    [key, value] as const,
  );
}

export async function scrollTo(page: Page, y: number | 'bottom'): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo(0, top === 'bottom' ? document.body.scrollHeight : top);
  }, y);
}

/** Signs in through the form, prefilled in demo mode, and waits for the dashboard. */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Username')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
}

const LOCKS = join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'test-locks');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLock(dir: string): boolean {
  try {
    mkdirSync(dir);
    writeFileSync(join(dir, 'owner'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let owner = 0;
    try {
      owner = Number(readFileSync(join(dir, 'owner'), 'utf8'));
    } catch {
      // Just taken: the owner file is being written.
    }
    // A worker that stopped while holding it.
    if (owner > 0 && !isRunning(owner)) rmSync(dir, { recursive: true, force: true });
    return false;
  }
}

/**
 * Runs `body` while no other worker holds the same lock. Settings and site content are one record
 * each, saved whole: two tests that save one and put it back must not overlap, even when
 * `--repeat-each` runs a test beside itself. Files stay unordered; only these saves take turns.
 */
export async function withSiteWideLock<T>(name: string, body: () => Promise<T>): Promise<T> {
  mkdirSync(LOCKS, { recursive: true });
  const dir = join(LOCKS, name);
  await expect
    .poll(() => tryLock(dir), {
      message: `waiting for the ${name} lock`,
      timeout: 60_000,
      intervals: [100, 250, 500],
    })
    .toBe(true);
  try {
    return await body();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Follows a page's requests, leaving out its event stream (`/api/live`), which stays open for
 * as long as the page does, so Playwright's "networkidle" never comes. `settled()` resolves once
 * no other request has been in flight for half a second.
 */
export function followRequests(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/live');
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, {
          intervals: [100],
          timeout: 30_000,
        })
        .toBe(true),
  };
}

/**
 * What Playwright itself writes to a page's console when it refuses the site's service worker
 * (the specs block workers, see playwright.config.ts): the test's doing, not the page's.
 */
export const isBlockedWorkerNotice = (text: string) =>
  text === 'Service Worker registration blocked by Playwright';

/** What a page's `securitypolicyviolation` event says, enough to find the blocked thing. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects every Content Security Policy violation of a browser context's pages. Each page
 * reports through a binding as it happens; `collect` also reads the pages' own record, so a
 * report still on its way when the test ends is not lost.
 */
export async function watchCspViolations(context: BrowserContext) {
  const seen: CspViolation[] = [];
  await context.exposeBinding('__lampstandCspViolation', (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    const record: unknown[] = [];
    Object.defineProperty(window, '__lampstandCspViolations', { value: record });
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = {
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      };
      record.push(violation);
      const report = (window as unknown as Record<string, (v: unknown) => Promise<void>>)
        .__lampstandCspViolation;
      void report?.(violation);
    });
  });
  return {
    async collect(): Promise<CspViolation[]> {
      const all = [...seen];
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const recorded = await page
          .evaluate(
            () =>
              (window as unknown as { __lampstandCspViolations?: CspViolation[] })
                .__lampstandCspViolations ?? [],
          )
          .catch(() => []);
        for (const violation of recorded) {
          if (!all.some((known) => JSON.stringify(known) === JSON.stringify(violation))) {
            all.push(violation);
          }
        }
      }
      return all;
    },
  };
}

/** A visitor of the livestream page who already chose to continue as a guest. */
export interface Guest {
  name: string;
  email: string;
  isGuest: true;
}

/** A signed-in member, as the livestream page keeps them after signing in. */
export interface SignedInMember {
  name: string;
  email: string;
  id: string;
  token: string;
  isGuest: false;
}

/**
 * Sets who the visitor is before the page loads (a guest, or a member with their token), so the
 * access modal stays closed.
 */
export async function asVisitor(target: Page | BrowserContext, visitor: Guest | SignedInMember) {
  await target.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.livestreamUser, JSON.stringify(visitor)] as const,
  );
}

/** A member made by the `createMember` fixture, as the livestream page keeps them signed in. */
export function signedIn(created: {
  user: { _id: string; name: string; email: string };
  token: string;
}): SignedInMember {
  const { user, token } = created;
  return { name: user.name, email: user.email, id: user._id, token, isGuest: false };
}

/** @see asVisitor, for a guest. */
export const asGuest = (target: Page | BrowserContext, guest: Guest) => asVisitor(target, guest);

let visitorSequence = 0;

/**
 * A second visitor in a browser of their own, from a network address of their own (the test
 * server trusts X-Forwarded-For): their writes are counted, timed out or banned apart from the
 * test's own page. Its Content Security Policy violations are collected like the page's.
 */
export async function secondVisitor(
  browser: Browser,
  info: TestInfo,
  visitor?: Guest | SignedInMember,
) {
  visitorSequence += 1;
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.251.${info.workerIndex % 250}.${(Date.now() + visitorSequence) % 250}`,
    },
  });
  const violations = await watchCspViolations(context);
  if (visitor) await asVisitor(context, visitor);
  return { context, violations, page: await context.newPage() };
}

/** Opens the stream's page on its Live Chat tab, after the page's event stream has answered. */
export async function openChat(page: Page, stream: { _id: string; title: string }) {
  const live = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === API.live && response.url().includes(stream._id),
  );
  await page.goto(`/LiveStream?stream=${stream._id}`);
  await expect(page.getByRole('heading', { level: 2, name: stream.title })).toBeVisible();
  await live;
  const loaded = page.waitForResponse(
    (response) =>
      response.url().includes(apiPath(API.chatMessages, { streamId: stream._id })) &&
      response.url().includes('messageType=chat'),
  );
  await page.getByRole('tab', { name: 'Live Chat' }).click();
  await loaded;
  return page.getByRole('log', { name: 'Live chat' });
}

/**
 * Waits until the server-rendered page has hydrated (main.tsx marks #root): typing into a form
 * before then fills the HTML alone, and a click submits the form natively.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('#root[data-ready]')).toBeAttached();
}
