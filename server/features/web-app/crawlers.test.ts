import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '#shared/routes.js';
import { projectRoot } from '#server/platform/project-root.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';

const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" /><!--lampstand:head--><title>Lampstand</title>
</head><body><div id="root"></div></body></html>`;
const SITE = 'https://church.example.org';

describe('what crawlers are told', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'lampstand-web-'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    // The build copies web/public as it is.
    copyFileSync(join(projectRoot(), 'web/public/favicon.ico'), join(webDir, 'favicon.ico'));
    t = await buildTestApp({ PUBLIC_SITE_URL: SITE }, { webDir });
  });
  afterAll(() => t.close());

  it('keeps the panel and the API out of robots.txt, which names the sitemap', async () => {
    const robots = await t.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const lines = robots.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });

  it('lists every public page and every upcoming event in the sitemap, nothing private', async () => {
    const make = factories(t.app);
    const coming = await make.event({ title: 'Carol Night', startDate: minutesFromNow(60 * 24) });
    const sitemap = await t.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const addresses = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const route of Object.values(SITE_ROUTES)) {
      const listed = addresses.includes(SITE + route.path);
      const isPrivate = ('noindex' in route && route.noindex) || route.path.startsWith('/admin');
      expect(listed, route.path).toBe(!isPrivate);
    }
    expect(addresses).toContain(`${SITE}/events#event-${coming.id}`);
    expect(sitemap.text).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('marks every admin page noindex, by header and in the page', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/streams']) {
      const page = await t.request(path);
      expect(page.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(page.text, path).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    const home = await t.request('/');
    expect(home.headers.get('x-robots-tag')).toBeNull();
    expect(home.text).not.toContain('name="robots"');
  });

  it('serves /favicon.ico, an icon drawn from the site’s own', async () => {
    const icon = await t.request('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    const bytes = readFileSync(join(projectRoot(), 'web/public/favicon.ico'));
    // An ICO header (reserved 0, type 1) holding the 16, 32 and 48 pixel images.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([
      0, 1, 3,
    ]);
    expect([bytes[6], bytes[22], bytes[38]]).toEqual([16, 32, 48]);
  });

  it('gives a missing page no canonical address', async () => {
    const missing = await t.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('rel="canonical"');
    expect(missing.text).toContain('<meta name="robots" content="noindex" />');
    const found = await t.request('/events');
    expect(found.text).toContain(`<link rel="canonical" href="${SITE}/events" />`);
  });

  it('describes the church with schema.org properties a Church has, and the preview image', async () => {
    const { text } = await t.request('/');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)![1]!,
    );
    expect(jsonLd['@type']).toBe('Church');
    expect(jsonLd).not.toHaveProperty('email');
    expect(jsonLd.address.addressCountry).toBe('NG');
    expect(text).toMatch(/<meta property="og:image:alt" content="[^"]+" \/>/);
  });
});
