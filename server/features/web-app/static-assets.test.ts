import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { makeMp3 } from '#server/platform/testing/media-fixtures.js';
import { precompressDir } from '../../../build/precompress.js';

const TEMPLATE = `<!doctype html><html><head><!--lampstand:head--><title>Lampstand</title></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const verse = ${JSON.stringify('In the beginning was the Word. '.repeat(200))};`;
const STYLE = `.hero { color: rebeccapurple; }\n`.repeat(100);
const AUDIO = makeMp3(2);

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer exactly as sent: no URL normalisation, no decompression. */
function raw(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('static files of the built front end', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'lampstand-static-'));
    mkdirSync(join(webDir, 'assets'));
    mkdirSync(join(webDir, 'demo'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(webDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
    writeFileSync(join(webDir, 'assets', 'index-def456.css'), STYLE);
    writeFileSync(join(webDir, 'assets', 'tiny-aaa111.js'), 'export {};');
    writeFileSync(join(webDir, 'assets', 'font-bbb222.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(webDir, 'demo', 'psalm 23.svg'), `<svg>${' '.repeat(2000)}</svg>`);
    writeFileSync(join(webDir, 'demo', 'sermon.mp3'), AUDIO);
    writeFileSync(join(webDir, '.env'), 'SECRET=1');
    await precompressDir(webDir);
    t = await buildTestApp({}, { webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip files beside the compressible ones at build', () => {
    expect(existsSync(join(webDir, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(existsSync(join(webDir, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(existsSync(join(webDir, 'assets', 'tiny-aaa111.js.br'))).toBe(false);
    expect(existsSync(join(webDir, 'assets', 'font-bbb222.woff2.br'))).toBe(false);
    expect(existsSync(join(webDir, 'index.html.br'))).toBe(false);
  });

  it('sends brotli, gzip or the file itself as the client accepts, varying on it', async () => {
    const br = await raw(t.baseUrl, '/assets/index-abc123.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await raw(t.baseUrl, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const refused = await raw(t.baseUrl, '/assets/index-abc123.js', {
      'accept-encoding': 'br;q=0, gzip;q=0',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);

    const plain = await raw(t.baseUrl, '/assets/index-def456.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(plain.body.toString()).toBe(STYLE);
    expect(Number(plain.headers['content-length'])).toBe(STYLE.length);
  });

  it('answers from what it read at start-up, with no directory read or stat per request', async () => {
    writeFileSync(join(webDir, 'assets', 'index-def456.css.gz'), 'changed after start-up');
    writeFileSync(join(webDir, 'assets', 'late-ccc333.js'), SCRIPT);
    const gz = await raw(t.baseUrl, '/assets/index-def456.css', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(STYLE);
    expect((await raw(t.baseUrl, '/assets/late-ccc333.js')).status).toBe(404);
  });

  it('leaves small files and already compressed formats as they are', async () => {
    const tiny = await raw(t.baseUrl, '/assets/tiny-aaa111.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');
    const font = await raw(t.baseUrl, '/assets/font-bbb222.woff2', { 'accept-encoding': 'br' });
    expect(font.status).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers.vary).toBeUndefined();
    expect(font.body.length).toBe(4096);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await raw(t.baseUrl, '/assets/index-def456.css');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const demo = await raw(t.baseUrl, '/demo/psalm%2023.svg', { 'accept-encoding': 'gzip' });
    expect(demo.status).toBe(200);
    expect(demo.headers['cache-control']).toBe('public, max-age=3600');
    expect(demo.headers['content-type']).toBe('image/svg+xml');
    expect(demo.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a copy the client holds, in any encoding, and HEAD without a body', async () => {
    const first = await raw(t.baseUrl, '/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await raw(t.baseUrl, '/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plainTag = (await raw(t.baseUrl, '/assets/index-abc123.js')).headers.etag;
    expect(plainTag).not.toBe(etag);
    const weak = await raw(t.baseUrl, '/assets/index-abc123.js', {
      'if-none-match': `"other", W/${String(plainTag)}`,
    });
    expect(weak.status).toBe(304);
    const stale = await raw(t.baseUrl, '/assets/index-abc123.js', { 'if-none-match': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(SCRIPT);

    const head = await raw(t.baseUrl, '/assets/index-def456.css', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(head.body.length).toBe(0);
  });

  it('sends audio in byte ranges, so a player can seek', async () => {
    const size = AUDIO.length;
    const whole = await raw(t.baseUrl, '/demo/sermon.mp3', { 'accept-encoding': 'br' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['cache-control']).toBe('public, max-age=3600');
    expect(whole.body.equals(AUDIO)).toBe(true);
    const etag = String(whole.headers.etag);

    const first = await raw(t.baseUrl, '/demo/sermon.mp3', { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(Number(first.headers['content-length'])).toBe(100);
    expect(first.body.equals(AUDIO.subarray(0, 100))).toBe(true);

    const rest = await raw(t.baseUrl, '/demo/sermon.mp3', { range: 'bytes=1000-' });
    expect(rest.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(rest.body.equals(AUDIO.subarray(1000))).toBe(true);
    const end = await raw(t.baseUrl, '/demo/sermon.mp3', { range: 'bytes=-10' });
    expect(end.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(end.body.equals(AUDIO.subarray(size - 10))).toBe(true);
    const past = await raw(t.baseUrl, '/demo/sermon.mp3', {
      range: `bytes=${size - 5}-${size + 99}`,
    });
    expect(past.status).toBe(206);
    expect(past.body.length).toBe(5);

    const beyond = await raw(t.baseUrl, '/demo/sermon.mp3', { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);

    // Several ranges, a malformed one or a stale If-Range: the whole file, as a server may.
    const wholeFileAsks: Record<string, string>[] = [
      { range: 'bytes=0-9,20-29' },
      { range: 'bytes=9-0' },
      { range: 'items=0-9' },
      { range: 'bytes=0-9', 'if-range': '"an-older-copy"' },
    ];
    for (const headers of wholeFileAsks) {
      const response = await raw(t.baseUrl, '/demo/sermon.mp3', headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.body.equals(AUDIO)).toBe(true);
    }
    const sameCopy = await raw(t.baseUrl, '/demo/sermon.mp3', {
      range: 'bytes=0-9',
      'if-range': etag,
    });
    expect(sameCopy.status).toBe(206);
    const held = await raw(t.baseUrl, '/demo/sermon.mp3', { 'if-none-match': etag });
    expect(held.status).toBe(304);

    // Text is sent compressed, whole.
    const script = await raw(t.baseUrl, '/assets/index-abc123.js', { range: 'bytes=0-9' });
    expect(script.status).toBe(200);
    expect(script.headers['accept-ranges']).toBeUndefined();
    expect(script.body.toString()).toBe(SCRIPT);
  });

  it('answers 404 for a file that is not there, and never serves source maps', async () => {
    for (const path of [
      '/assets/missing-123.js',
      '/assets/index-abc123.js.map',
      '/assets/INDEX-ABC123.JS.MAP',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
    ]) {
      const response = await raw(t.baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('version');
    }
  });

  it('refuses paths that try to leave the folder or reach hidden files', async () => {
    const secretDir = mkdtempSync(join(tmpdir(), 'lampstand-outside-'));
    writeFileSync(join(secretDir, 'secret.txt'), 'do not serve');
    for (const path of [
      '/../../../../etc/passwd',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets/..%5c..%5cpackage.json',
      '/.env',
      '/%2eenv',
      '/assets/index-abc123.js%00.png',
      '/%E0%A4%A.js',
      `/..${secretDir}/secret.txt`,
    ]) {
      const response = await raw(t.baseUrl, path);
      expect([400, 404], path).toContain(response.status);
      const text = response.body.toString();
      expect(text, path).not.toContain('SECRET');
      expect(text, path).not.toContain('root:');
      expect(text, path).not.toContain('do not serve');
      expect(text, path).not.toContain('"dependencies"');
    }
    rmSync(secretDir, { recursive: true, force: true });
  });

  it('still answers pages through the page handler, not as files', async () => {
    const page = await raw(t.baseUrl, '/events');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const template = await raw(t.baseUrl, '/index.html');
    expect(template.body.toString()).not.toContain('<!--lampstand:head-->');
  });
});
