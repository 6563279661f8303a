import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL } from '#shared/app-shell.js';
import { PUSH_TEXTS } from '#shared/schemas/push.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import { projectRoot } from '#server/platform/project-root.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';
import { findLogo, renderAppIcons } from '../../../build/app-icons.js';
import { buildServiceWorker } from '../../../build/app-shell.js';

const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" /><!--lampstand:head--><title>Lampstand</title>
</head><body><div id="root"></div></body></html>`;
const PRECACHE = ['/assets/index-abc123.js', '/assets/index-def456.css', APP_SHELL.offlinePage];

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  theme_color: string;
  background_color: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

type Listener = (event: unknown) => void;

/**
 * The built worker run in a scope of its own, with the browser's caches and network stood in
 * for: what it answers each request with, and what it stores.
 */
function runWorker(code: string, origin: string) {
  const listeners = new Map<string, Listener>();
  const stored: string[] = [];
  const cache = {
    addAll: async (requests: Request[]) => {
      stored.push(...requests.map((request) => new URL(request.url, origin).pathname));
    },
    match: async () => undefined,
    put: async (request: Request) => {
      stored.push(new URL(request.url).pathname);
    },
  };
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  // What a same-origin fetch resolves to: a "basic" answer, which a constructed Response is not.
  const network = async () => {
    const answer = { status: 200, type: 'basic', clone: () => answer };
    return answer;
  };
  runInNewContext(code, {
    self,
    caches: { open: async () => cache, keys: async () => [], match: async () => undefined },
    fetch: network,
    URL,
    Request: class extends Request {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, origin), init);
      }
    },
    Response,
  });
  return {
    stored,
    async install() {
      const waits: Promise<unknown>[] = [];
      listeners.get('install')?.({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
      await Promise.all(waits);
    },
    /** Whether the worker answered the request itself, and after it had (cache-first) finished. */
    async fetch(path: string, init: { method?: string; mode?: string; accept?: string } = {}) {
      let answer: Promise<unknown> | undefined;
      listeners.get('fetch')?.({
        request: {
          method: init.method ?? 'GET',
          url: new URL(path, origin).href,
          mode: init.mode ?? 'cors',
          headers: new Headers({ accept: init.accept ?? '*/*' }),
        },
        respondWith: (response: Promise<unknown>) => {
          answer = response;
        },
      });
      if (answer) await answer;
      return answer !== undefined;
    },
  };
}

describe('the installable site', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let worker: string;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'lampstand-web-'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    worker = await buildServiceWorker(projectRoot(), 'test-version-1', PRECACHE);
    writeFileSync(join(webDir, 'sw.js'), worker);
    t = await buildTestApp({}, { webDir });
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const manifest = async () => {
    const answer = await t.request<string>(APP_SHELL.manifest);
    expect(answer.status).toBe(200);
    return { headers: answer.headers, body: JSON.parse(String(answer.body)) as Manifest };
  };
  const saveSettings = (json: unknown) =>
    t.request('/api/admin/settings', { method: 'PUT', json, headers: auth });

  it('serves the manifest from the settings, as a web app manifest', async () => {
    const { headers, body } = await manifest();
    expect(headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(body).toEqual({
      id: '/',
      name: DEFAULT_SETTINGS.church.zoneName,
      // "Living Waters Church, Ibadan Zone": its first 12 characters end mid-word.
      short_name: 'Living',
      description: DEFAULT_SETTINGS.general.siteDescription,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: DEFAULT_SETTINGS.appearance.primaryColor,
      background_color: '#faf7f2',
      icons: [
        { src: APP_SHELL.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: APP_SHELL.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: APP_SHELL.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('changes the manifest as soon as the settings are saved', async () => {
    await manifest();
    const saved = await saveSettings({
      general: { siteDescription: 'Worship in Accra.' },
      appearance: { primaryColor: '#115e59', darkMode: true },
      church: { zoneName: 'Grace Chapel, Accra Zone', shortName: 'Grace' },
    });
    expect(saved.status).toBe(200);
    const { body } = await manifest();
    expect(body).toMatchObject({
      name: 'Grace Chapel, Accra Zone',
      short_name: 'Grace',
      description: 'Worship in Accra.',
      theme_color: '#115e59',
      background_color: '#0c091a',
    });
  });

  it('keeps the saved short name when a save leaves it out, and derives one when it is blank', async () => {
    await saveSettings({ church: { shortName: 'Grace' } });
    await saveSettings({ church: { zoneName: 'Grace Chapel Accra' } });
    expect((await manifest()).body.short_name).toBe('Grace');
    await saveSettings({ church: { shortName: '   ' } });
    expect((await manifest()).body.short_name).toBe('Grace Chapel');
  });

  it('reads a church saved before the short name existed', async () => {
    const { shortName: _shortName, ...older } = DEFAULT_SETTINGS.church;
    await repositoriesOf(t.app).settings.write('church', { ...older, zoneName: 'Bethel' });
    await t.app.settings.update({});
    expect((await t.app.settings.get()).church.shortName).toBe('');
    expect((await manifest()).body).toMatchObject({ name: 'Bethel', short_name: 'Bethel' });
  });

  it('links every page to the manifest, the home-screen icon and the theme colour', async () => {
    const page = await t.request<string>('/');
    const head = String(page.body);
    expect(head).toContain(`<link rel="manifest" href="${APP_SHELL.manifest}" />`);
    expect(head).toContain(`<link rel="apple-touch-icon" href="${APP_SHELL.appleTouchIcon}" />`);
    const { appearance } = await t.app.settings.get();
    expect(head).toContain(`<meta name="theme-color" content="${appearance.primaryColor}" />`);
  });

  it('serves the service worker as a script that is checked again on every update', async () => {
    const answer = await t.request<string>(APP_SHELL.serviceWorker);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(String(answer.body)).toContain('test-version-1');
  });

  it('precaches the app shell and answers hashed files from the cache', async () => {
    const sw = runWorker(worker, 'https://church.example.org');
    await sw.install();
    expect(sw.stored).toEqual(PRECACHE);
    expect(await sw.fetch('/assets/HomePage-abc.js')).toBe(true);
    expect(await sw.fetch(APP_SHELL.offlinePage)).toBe(true);
    expect(sw.stored).toContain('/assets/HomePage-abc.js');
  });

  it('never answers nor stores the API, its event streams, the panel, members’ pages or uploads', async () => {
    const sw = runWorker(worker, 'https://church.example.org');
    const untouched = [
      await sw.fetch('/api/settings/public'),
      await sw.fetch('/api/stream/live', { accept: 'text/event-stream' }),
      await sw.fetch('/live-updates', { accept: 'text/event-stream' }),
      await sw.fetch('/api/user/contact', { method: 'POST' }),
      await sw.fetch('/admin', { mode: 'navigate' }),
      await sw.fetch('/admin/login', { mode: 'navigate' }),
      await sw.fetch('/account', { mode: 'navigate' }),
      await sw.fetch('/uploads/people/face.jpg'),
      await sw.fetch('https://cdn.example.com/assets/a.js'),
    ];
    expect(untouched.every((answered) => !answered)).toBe(true);
    // Pages go to the network (the offline page only when there is none): never stored.
    expect(await sw.fetch('/events', { mode: 'navigate' })).toBe(true);
    expect(sw.stored).toEqual([]);
  });

  it('ships an offline page with the offline message and a way back', () => {
    const page = readFileSync(join(projectRoot(), 'web/public/offline.html'), 'utf8');
    expect(page).toContain(PUSH_TEXTS.offline);
    expect(page).toContain('<a href="/">Try again</a>');
    expect(page).not.toContain('<script');
  });

  it('draws the icons from the deployment’s logo when it has one, else the lampstand', () => {
    const root = mkdtempSync(join(tmpdir(), 'lampstand-branding-'));
    mkdirSync(join(root, 'web/public'), { recursive: true });
    const lampstand = readFileSync(join(projectRoot(), 'web/public/favicon.svg'));
    writeFileSync(join(root, 'web/public/favicon.svg'), lampstand);
    expect(findLogo(root).path).toBe(join(root, 'web/public/favicon.svg'));
    mkdirSync(join(root, 'branding'));
    writeFileSync(
      join(root, 'branding/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#f59e0b"/></svg>',
    );
    const logo = findLogo(root);
    expect(logo.path).toBe(join(root, 'branding/logo.svg'));

    const icons = renderAppIcons(logo, '#2a1e7a');
    // A PNG's width and height are the first two numbers of its header chunk.
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect([...icons.keys()]).toEqual([
      APP_SHELL.icon192,
      APP_SHELL.icon512,
      APP_SHELL.maskable512,
      APP_SHELL.appleTouchIcon,
    ]);
    expect([...icons.values()].map(size)).toEqual([
      [192, 192],
      [512, 512],
      [512, 512],
      [180, 180],
    ]);
  });
});
