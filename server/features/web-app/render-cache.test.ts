import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageRenderer } from '#shared/first-screen.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { factories } from '#server/platform/testing/factories.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" /><!--lampstand:head--><title>Lampstand</title></head><body><div id="root"></div></body></html>`;
// A path held in a variable keeps the browser code out of the server's type check.
const SERVER_ENTRY = '#web/entry-server.tsx';

/** The addresses the front end was asked to render, in order. */
const rendered: string[] = [];

describe('the page render cache is keyed by what the page reads', () => {
  let t: TestApp;
  let streamId: string;

  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'lampstand-web-'));
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(join(webDir, '.vite', 'manifest.json'), '{}');
    const { renderer } = (await import(/* @vite-ignore */ SERVER_ENTRY)) as {
      renderer: PageRenderer;
    };
    const counting: PageRenderer = {
      pageModules: (pathname) => renderer.pageModules(pathname),
      renderPage(url, data) {
        rendered.push(url);
        return renderer.renderPage(url, data);
      },
    };
    t = await buildTestApp({}, { webDir, pageRenderer: counting });
    streamId = (await factories(t.app).stream({ title: 'Sunday Celebration Live', isLive: true }))
      .id;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    rendered.length = 0;
  });

  const page = async (address: string) => {
    const answer = await t.request(address);
    return { status: answer.status, root: /<div id="root">(.*)<\/div>/s.exec(answer.text)?.[1] };
  };

  it('renders a page once for any number of junk query strings', async () => {
    const first = await page(`${SITE_ROUTES.events.path}?utm_source=a1&x=${'q'.repeat(50)}`);
    const second = await page(`${SITE_ROUTES.events.path}?cachebuster=zz99`);
    const plain = await page(SITE_ROUTES.events.path);
    expect(first.status).toBe(200);
    // The rendered events page, not an empty root.
    expect(first.root).toContain('<a href="#main" class="skip-link">');
    expect(second.root).toBe(first.root);
    expect(plain.root).toBe(first.root);
    expect(rendered).toEqual([SITE_ROUTES.events.path]);
    expect(first.root).not.toContain('cachebuster');
  });

  it('keeps the live page’s stream when it is an active one, and ignores anything else', async () => {
    const chosen = await page(`${SITE_ROUTES.liveStream.path}?stream=${streamId}&junk=1`);
    await page(`${SITE_ROUTES.liveStream.path}?stream=${streamId}&junk=2`);
    const unknown = await page(`${SITE_ROUTES.liveStream.path}?stream=not-a-stream-1`);
    const none = await page(`${SITE_ROUTES.liveStream.path}?other=2`);
    expect(rendered).toEqual([
      `${SITE_ROUTES.liveStream.path}?stream=${streamId}`,
      SITE_ROUTES.liveStream.path,
    ]);
    expect(unknown.root).toBe(none.root);
    expect(chosen.root).not.toBe(none.root);
    expect(unknown.root).not.toContain('not-a-stream-1');
  });

  it('renders an emailed link’s page once whatever its token, showing none', async () => {
    const token = (letter: string) => letter.repeat(43);
    const one = await page(`${SITE_ROUTES.resetPassword.path}?token=${token('b')}`);
    const two = await page(`${SITE_ROUTES.resetPassword.path}?token=${token('c')}`);
    const broken = await page(`${SITE_ROUTES.resetPassword.path}?token=short`);
    expect(two.root).toBe(one.root);
    expect(one.root).not.toContain(token('b'));
    expect(broken.root).not.toBe(one.root);
    expect(rendered).toHaveLength(2);
  });

  it('renders every address that is no page as one 404 page', async () => {
    const one = await page('/no-such-page-1?x=1');
    const two = await page('/no-such-page-2');
    expect(one.status).toBe(404);
    expect(two.root).toBe(one.root);
    expect(one.root).toContain('find that page');
    expect(rendered).toHaveLength(1);
  });
});
