import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTE_LIST } from '#shared/routes.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" /><!--lampstand:head--><title>Lampstand</title>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

describe('serving the built front end', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'lampstand-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(
      join(webDir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ PUBLIC_SITE_URL: 'https://church.example.org' }, { webDir });
  });
  afterAll(() => t.close());

  it('answers every route of the spec with the page, its metadata injected', async () => {
    for (const route of SITE_ROUTE_LIST) {
      const response = await t.request(route.path);
      expect(response.status, route.path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.text).toContain('<div id="root">');
      expect(response.text).not.toContain('<!--lampstand:head-->');
      expect(response.text.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('describes a place of worship for search engines and link previews', async () => {
    const { text } = await t.request('/LiveStream');
    expect(text).toContain('<title>Watch Live | Living Waters Church</title>');
    expect(text).toContain(
      '<meta property="og:title" content="Watch Live | Living Waters Church" />',
    );
    expect(text).toContain('<link rel="canonical" href="https://church.example.org/LiveStream" />');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)![1]!,
    );
    expect(jsonLd['@type']).toBe('Church');
    expect(jsonLd.address.addressLocality).toBe('Ibadan');
    const home = await t.request('/');
    expect(home.text).toContain('<title>Living Waters Church</title>');
    expect(home.text).toContain(
      'name="description" content="A place of worship, prayer and fellowship in Ibadan.',
    );
  });

  it('writes the site’s default theme (Enable Dark Mode) on <html>, at once when changed', async () => {
    expect((await t.request('/')).text).toContain('<html data-site-theme="light">');
    const { appearance } = await t.app.settings.get();
    await t.app.settings.update({ appearance: { ...appearance, darkMode: true } });
    expect((await t.request('/events')).text).toContain('<html data-site-theme="dark">');
    expect((await t.request('/admin/login')).text).toContain('<html data-site-theme="dark">');
    await t.app.settings.update({ appearance });
  });

  it('escapes settings text in the head', async () => {
    await t.app.settings.update({
      general: {
        siteName: 'St. Mary "</title><script>alert(1)</script>',
        siteDescription: 'Grace & peace',
        contactEmail: 'info@example.org',
        contactPhone: '1',
      },
    });
    const { text } = await t.request('/');
    expect(text).not.toContain('<script>alert(1)</script>');
    expect(text).toContain('St. Mary &quot;&lt;/title&gt;&lt;script&gt;');
    expect(text).toContain('Grace &amp; peace');
    expect(text).toContain('\\u003c/title>');
  });

  it('serves an unknown page with the app but a 404 status, and unknown API paths as 404 JSON', async () => {
    const page = await t.request('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<div id="root">');
    const api = await t.request('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: MESSAGES.errors.routeNotFound });
    const post = await t.request('/api/no-such-thing', { method: 'POST', json: {} });
    expect(post.status).toBe(404);
    const missingFile = await t.request('/assets/missing-123.js');
    expect(missingFile.status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const icon = await t.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('compresses every page, those of the history fallback too', async () => {
    for (const path of ['/', '/events', '/no-such-page']) {
      const brotli = await t.request(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers.get('content-encoding'), path).toBe('br');
      expect(brotli.headers.get('vary'), path).toContain('accept-encoding');
      expect(brotli.text, path).toContain('<div id="root">');
      const gzip = await t.request(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      expect(gzip.text, path).toContain('<div id="root">');
    }
    const plain = await t.request('/events', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toContain('<div id="root">');
  });

  it('answers the health check and publishes OpenAPI at /api/docs', async () => {
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', realtime: 'memory' });
    // The OpenAPI document itself, which does not describe its own address.
    const spec = await t.request<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/login',
        '/api/admin/session',
        '/api/settings/public',
        '/api/health',
      ]),
    );
    const ui = await t.request('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
