import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { FIRST_SCREEN_DATA_ID, type PageRenderer } from '#shared/first-screen.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { adminSermonBodySchema, adminSermonSeriesBodySchema } from '#shared/schemas/sermons.js';
import { sermonPagePath, sermonSeriesPagePath } from '#shared/sermon-pages.js';
import { factories } from '#server/platform/testing/factories.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

// The built index.html, reduced to what the server fills in.
const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" /><!--lampstand:head--><title>Lampstand</title>
<script type="module" crossorigin src="/assets/main-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/main-abc.css"></head><body><div id="root"></div></body></html>`;

// Vite's manifest: the entry and the /events page's own chunk, with a chunk both use.
const MANIFEST = {
  'main.tsx': { file: 'assets/main-abc.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-def.js' },
  'features/events/EventsPage.tsx': {
    file: 'assets/EventsPage-123.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_cards.js'],
    css: ['assets/EventsPage-456.css'],
  },
  '_cards.js': { file: 'assets/cards-789.js', css: ['assets/cards-missing.css'] },
};

// The front end's server entry, from its sources (the server build loads the built one); a
// path held in a variable keeps the browser code out of the server's type check.
const SERVER_ENTRY = '#web/entry-server.tsx';

/** The JSON data block of a page, parsed as the browser reads it. */
function dataBlock(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

const queryData = (state: unknown, key: unknown[]) =>
  (state as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.find(
    (query) => JSON.stringify(query.queryKey) === JSON.stringify(key),
  )?.state.data;

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let eventTitle: string;
  let streamTitle: string;

  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'lampstand-web-'));
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'main-abc.css'), 'body{margin:0}\n');
    writeFileSync(join(webDir, 'assets', 'EventsPage-456.css'), '.events-page{gap:1rem}\n');
    const { renderer } = (await import(/* @vite-ignore */ SERVER_ENTRY)) as {
      renderer: PageRenderer;
    };
    t = await buildTestApp({}, { webDir, pageRenderer: renderer });
    const make = factories(t.app);
    eventTitle = (await make.event({ title: 'Harvest Thanksgiving Service' })).title;
    streamTitle = (await make.stream({ title: 'Sunday Celebration Live', isLive: true })).title;
  });
  afterAll(() => t.close());

  it('sends each public page with its first-screen content and the data block', async () => {
    const pages = [
      SITE_ROUTES.home,
      SITE_ROUTES.liveStream,
      SITE_ROUTES.events,
      SITE_ROUTES.foundationSchool,
      SITE_ROUTES.children,
      SITE_ROUTES.teens,
      SITE_ROUTES.programs,
      SITE_ROUTES.testify,
      SITE_ROUTES.give,
      SITE_ROUTES.contact,
    ];
    for (const route of pages) {
      const { status, text, headers } = await t.request(route.path);
      expect(status, route.path).toBe(200);
      const root = /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(text)?.[1];
      // The header and footer carry the site's name; the page its own heading.
      expect(root, route.path).toContain('Living Waters Church');
      expect(root, route.path).toContain('id="page-title"');
      expect(headers.get('server-timing'), route.path).toMatch(/^render;dur=\d+(\.\d+)?$/);
      const state = dataBlock(text);
      expect(queryData(state, ['settings', 'public']), route.path).toMatchObject({
        siteName: 'Living Waters Church',
      });
    }
  });

  it('shows the upcoming events and the live stream in the markup', async () => {
    const events = await t.request(SITE_ROUTES.events.path);
    expect(events.text).toContain(eventTitle);
    expect(queryData(dataBlock(events.text), ['events', 'upcoming'])).toEqual([
      expect.objectContaining({ title: eventTitle }),
    ]);
    const live = await t.request(SITE_ROUTES.liveStream.path);
    expect(live.text).toContain(streamTitle);
    expect(queryData(dataBlock(live.text), ['livestream', 'active-streams'])).toEqual([
      expect.objectContaining({ title: streamTitle, isLive: true }),
    ]);
    const home = await t.request('/');
    // The live banner: the stream that is live now.
    expect(home.text).toContain(streamTitle);
    expect(home.text).toContain('Live now');
  });

  it('answers the data the API answers', async () => {
    const page = dataBlock((await t.request('/')).text);
    const [settings, content, events, streams] = await Promise.all([
      t.request<ApiAnswer<'/api/settings/public'>>('/api/settings/public'),
      t.request<ApiAnswer<'/api/site-content'>>('/api/site-content'),
      t.request<ApiAnswer<'/api/events/upcoming'>>('/api/events/upcoming'),
      t.request<ApiAnswer<'/api/streams/active'>>('/api/streams/active'),
    ]);
    expect(queryData(page, ['settings', 'public'])).toEqual(settings.body.settings);
    expect(queryData(page, ['site-content', 'content'])).toEqual(content.body.content);
    expect(queryData(page, ['events', 'upcoming'])).toEqual(events.body.events);
    expect(queryData(page, ['home', 'active-streams'])).toEqual(streams.body.streams);
  });

  it('preloads the page’s own chunks and inlines its styles, not those the entry loads', async () => {
    const { text } = await t.request(SITE_ROUTES.events.path);
    expect(text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/EventsPage-123.js" />',
    );
    expect(text).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-789.js" />');
    // The styles travel inside the page; the link stays, disabled, for the bundler's loader.
    expect(text).toContain(
      '<style>.events-page{gap:1rem}</style><link rel="stylesheet" href="/assets/EventsPage-456.css" disabled />',
    );
    expect(text).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/main-abc.css" disabled />',
    );
    // A file it cannot read stays a link.
    expect(text).toContain('<link rel="stylesheet" href="/assets/cards-missing.css" />');
    expect(text).not.toContain('href="/assets/shared-def.js"');
    const home = await t.request('/');
    expect(home.text).not.toContain('modulepreload');
  });

  it('escapes a script in content an admin wrote, in the markup and in the data block', async () => {
    const attack = '</script><script>alert(1)</script>';
    await factories(t.app).event({ title: attack });
    const { text } = await t.request(SITE_ROUTES.events.path);
    expect(text).not.toContain('<script>alert(1)');
    // In the markup, as text.
    expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // In the data block, with every < escaped; the browser reads it back intact.
    expect(text).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(queryData(dataBlock(text), ['events', 'upcoming'])).toContainEqual(
      expect.objectContaining({ title: attack }),
    );
    // Only the scripts the page always has: the module, the data block.
    expect(text.match(/<script/g)).toHaveLength(3);
  });

  it('never serves a page rendered before an edit', async () => {
    const before = await t.request(SITE_ROUTES.give.path);
    expect((await t.request(SITE_ROUTES.give.path)).text).toBe(before.text);
    const settings = await t.app.settings.get();
    await t.app.settings.update({ general: { ...settings.general, siteName: 'Grace Chapel' } });
    const after = await t.request(SITE_ROUTES.give.path);
    expect(before.text).toContain('<span class="site-brand__name">Living Waters Church</span>');
    expect(after.text).toContain('<span class="site-brand__name">Grace Chapel</span>');
    await t.app.settings.update({ general: settings.general });
  });

  it('leaves the admin pages to the browser', async () => {
    for (const path of [SITE_ROUTES.admin.path, SITE_ROUTES.adminLogin.path]) {
      const { status, text, headers } = await t.request(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain('<div id="root"></div>');
      expect(text, path).not.toContain(FIRST_SCREEN_DATA_ID);
      expect(headers.get('server-timing'), path).toBeNull();
    }
  });

  it('renders the sermon library, a sermon and a series with their answers, and the podcast in the head', async () => {
    const series = await t.app.sermons.createSeries(
      adminSermonSeriesBodySchema.parse({ title: 'Living Hope' }),
    );
    const sermon = await t.app.sermons.create(
      adminSermonBodySchema.parse({
        title: 'Born Again to a Living Hope',
        preacher: 'Pastor Ade Bello',
        seriesId: series.id,
        scripture: '1 Peter 1:3-9',
        preachedAt: '2026-06-07T09:00:00.000Z',
        summary: 'Mercy gives a living hope.',
        notes: '## Kept by power',
        published: true,
      }),
    );
    const library = await t.request('/sermons?book=1Pet&junk=1');
    expect(library.status).toBe(200);
    expect(library.text).toContain('Born Again to a Living Hope');
    expect(library.text).toContain('type="application/rss+xml"');
    const answered = await t.request<ApiAnswer<'/api/sermons'>>('/api/sermons?book=1Pet');
    expect(queryData(dataBlock(library.text), ['sermons', 'list', { book: '1Pet' }])).toEqual(
      answered.body,
    );

    const page = await t.request(sermonPagePath(sermon.id));
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '<title>Born Again to a Living Hope | Living Waters Church</title>',
    );
    expect(page.text).toContain('Kept by power');
    expect(page.text).not.toContain('Loading the sermon');

    const seriesPage = await t.request(sermonSeriesPagePath(series.id));
    expect(seriesPage.status).toBe(200);
    expect(seriesPage.text).toContain(`/podcast/series/${series.id}.xml`);
    expect(seriesPage.text).toContain('Born Again to a Living Hope');

    for (const missing of [sermonPagePath('no-such-sermon'), sermonSeriesPagePath('none')]) {
      const answer = await t.request(missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.text, missing).toContain('find that page');
    }
  });

  it('renders an unknown page as the not-found page, with a 404 status', async () => {
    const { status, text } = await t.request('/no-such-page');
    expect(status).toBe(404);
    expect(text).toContain(FIRST_SCREEN_DATA_ID);
  });
});
