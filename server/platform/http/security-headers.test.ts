import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { PLAYER_ORIGINS } from '#shared/embed.js';
import {
  type TestApp,
  adminAuthHeader,
  SIGNED_TOKEN,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'dark');";
const TEMPLATE = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><!--lampstand:head-->
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

/** The policy's directives by name. */
function directives(header: string | null): Map<string, string[]> {
  if (!header) throw new Error('no Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'lampstand-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(join(webDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
    t = await buildTestApp(
      {
        MEDIA_CLOUD_NAME: 'church',
        MEDIA_UPLOAD_PRESET: 'unsigned',
        EXTRA_PLAYER_ORIGINS: 'https://stream.example.org',
      },
      { webDir },
    );
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  it('serves pages under a strict policy that allows the built theme script by its hash', async () => {
    const page = await t.request('/LiveStream');
    const csp = directives(page.headers.get('content-security-policy'));
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual([...PLAYER_ORIGINS, 'https://stream.example.org']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.cloudinary.com']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    // The service worker and the web app manifest: this site's own, named outright.
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('connects only to this site when no media host is set up', async () => {
    const plain = await buildTestApp();
    try {
      const csp = directives(
        (await plain.request('/api/health')).headers.get('content-security-policy'),
      );
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual([...PLAYER_ORIGINS]);
    } finally {
      await plain.close();
    }
  });

  it("sends the headers on API answers, the guard's 401s, 404s and errors alike", async () => {
    const answers = [
      await t.request('/api/health'),
      await t.request('/api/admin/streams'),
      await t.request('/api/admin/nothing-here'),
      await t.request('/api/no-such-thing'),
      await t.request('/no-such-page'),
      await t.request('/api/user/contact', { method: 'POST', json: {} }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 401, 404, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
      // Asked for over plain HTTP: a promise of HTTPS there would be untrue.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('lets the players autoplay, decrypt, go full screen and float, and nothing more', async () => {
    const header = (await t.request('/LiveStream')).headers.get('permissions-policy') ?? '';
    const policy = new Map(
      header.split(', ').map((part) => [part.split('=')[0], part.slice(part.indexOf('=') + 1)]),
    );
    const players = [...PLAYER_ORIGINS, 'https://stream.example.org'].map((o) => `"${o}"`);
    for (const feature of ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']) {
      expect(policy.get(feature), feature).toBe(`(self ${players.join(' ')})`);
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(policy.get(feature), feature).toBe('()');
    }
  });

  it('never serves source maps', async () => {
    expect((await t.request('/assets/index-abc123.js')).status).toBe(200);
    const map = await t.request('/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('"version":3');
  });

  it('marks every answer carrying a token or personal data no-store', async () => {
    const member = {
      name: 'Ada Obi',
      email: 'ada.headers@example.org',
      phone: '+234 800 000 0000',
      location: 'Ibadan',
      password: 'a-long-password',
    };
    const chat = await t.request<ApiAnswer<'/api/user/general-chat', 'post'>>(
      '/api/user/general-chat',
      {
        method: 'POST',
        json: { name: 'Ada Obi', email: 'ada.headers@example.org', message: 'Hello' },
      },
    );
    expect(chat.status).toBe(201);
    const answers = {
      adminLogin: await t.request('/api/admin/login', {
        method: 'POST',
        json: { username: 'admin', password: 'lampstand-demo' },
      }),
      failedAdminLogin: await t.request('/api/admin/login', {
        method: 'POST',
        json: { username: 'admin', password: 'wrong-password' },
      }),
      adminSession: await t.request('/api/admin/session', { headers: auth }),
      adminMembers: await t.request('/api/admin/users', { headers: auth }),
      adminSettings: await t.request('/api/admin/settings', { headers: auth }),
      adminQuickChats: await t.request('/api/admin/general-chats', { headers: auth }),
      adminUnauthorized: await t.request('/api/admin/contacts'),
      memberRegister: await t.request('/api/user/register', { method: 'POST', json: member }),
      memberLogin: await t.request('/api/user/login', {
        method: 'POST',
        json: { email: member.email, password: member.password },
      }),
      quickChatStarted: chat,
      quickChatMessages: await t.request(`/api/user/general-chat/${chat.body.chatId}/messages`),
      contact: await t.request('/api/user/contact', {
        method: 'POST',
        json: { name: 'Ada', email: 'ada@example.org', subject: 'Other', message: 'Hello there' },
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.headers.get('cache-control'), name).toBe('no-store');
    }
    for (const name of ['adminLogin', 'memberRegister', 'memberLogin'] as const)
      expect((answers[name].body as { token: unknown }).token, name).toMatch(SIGNED_TOKEN);
  });

  it('leaves public answers that set their own caching alone', async () => {
    const settings = await t.request('/api/settings/public');
    expect(settings.headers.get('cache-control')).toBe('no-cache');
    const page = await t.request('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('Strict-Transport-Security', () => {
  const opened: TestApp[] = [];
  afterAll(async () => {
    for (const app of opened) await app.close();
  });
  const app = async (env: Record<string, string>) => {
    const built = await buildTestApp(env);
    opened.push(built);
    return built;
  };
  const https = { 'x-forwarded-proto': 'https' };

  it('is sent on answers to HTTPS requests that came through a trusted proxy', async () => {
    const proxied = await app({ TRUST_PROXY: '1' });
    const secure = await proxied.request('/api/health', { headers: https });
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await proxied.request('/api/health', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('is never sent over plain HTTP, whatever an untrusted client claims', async () => {
    const direct = await app({});
    const claimed = await direct.request('/api/health', { headers: https });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});
