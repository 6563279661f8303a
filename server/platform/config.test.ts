import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lampstand-config-'));

describe('loadConfig', () => {
  it('defaults to demo mode on SQLite in DATA_DIR, port 3000 on 127.0.0.1', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: join(dir, 'lampstand.sqlite') });
    expect(config.demoMode).toBe(true);
    expect(config.seedDemoContent).toBe(true);
    expect(config.admin).toEqual(DEMO_ADMIN);
    expect(config.publicSiteUrl).toBe('http://localhost:3000');
    expect(config.redisUrl).toBeUndefined();
  });

  it('generates a signing secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    // 48 random bytes in base64url.
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe(
      's'.repeat(40),
    );
  });

  it('generates a VAPID key pair once into DATA_DIR (0600) unless both keys are given', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(first.vapidPublicKey).toMatch(/^[\w-]{87}$/);
    expect(first.vapidPrivateKey).toMatch(/^[\w-]{43}$/);
    const file = join(dir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).push).toEqual(first);
    const given = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadConfig({ DATA_DIR: dir, ...given }).push).toMatchObject({
      vapidPublicKey: 'B'.repeat(87),
      vapidPrivateKey: 'p'.repeat(43),
      vapidSubject: undefined,
      testEndpointOrigins: [],
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/,
    );
    // A damaged file is replaced by a new pair.
    writeFileSync(file, 'not json');
    expect(loadConfig({ DATA_DIR: dir }).push.vapidPublicKey).not.toBe(first.vapidPublicKey);
  });

  it('reads the VAPID subject and the test push origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_SUBJECT: 'mailto:office@church.example',
      PUSH_TEST_ENDPOINT_ORIGINS: 'http://127.0.0.1:4567, http://localhost:9000/',
    }).push;
    expect(config.vapidSubject).toBe('mailto:office@church.example');
    expect(config.testEndpointOrigins).toEqual(['http://127.0.0.1:4567', 'http://localhost:9000']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_SUBJECT: 'office' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PUSH_TEST_ENDPOINT_ORIGINS: 'ftp://x' }),
    ).toThrow(/PUSH_TEST_ENDPOINT_ORIGINS/);
  });

  it('leaves demo mode when ADMIN_PASSWORD is set, and switches to PostgreSQL and Redis by URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_USERNAME: 'media',
      ADMIN_PASSWORD: 'long-enough-secret',
      DATABASE_URL: 'postgres://u@db:5432/church',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_SITE_URL: 'https://church.example.org/',
    });
    expect(config.demoMode).toBe(false);
    expect(config.seedDemoContent).toBe(false);
    expect(config.admin).toEqual({ username: 'media', password: 'long-enough-secret' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/church' });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.publicSiteUrl).toBe('https://church.example.org');
  });

  it('names the installation in Redis from its signing secret unless REDIS_PREFIX is given', () => {
    const secret = 'a'.repeat(40);
    const derived = loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret }).redisPrefix;
    expect(derived).toMatch(/^lampstand:[0-9a-f]{16}$/);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret }).redisPrefix).toBe(derived);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'b'.repeat(40) }).redisPrefix).not.toBe(
      derived,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret, REDIS_PREFIX: 'grace-church' })
        .redisPrefix,
    ).toBe('grace-church');
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: 'has space' })).toThrow(
      /REDIS_PREFIX/,
    );
  });

  it('reads extra player origins for the frame sources, none by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).extraPlayerOrigins).toEqual([]);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      EXTRA_PLAYER_ORIGINS: 'https://player.castr.com, https://Player.Twitch.tv',
    });
    expect(config.extraPlayerOrigins).toEqual([
      'https://player.castr.com',
      'https://player.twitch.tv',
    ]);
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// URL'],
    ['REDIS_URL', 'http://x', 'REDIS_URL: must be a redis:// URL'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD: must be at least 8 characters'],
    ['JWT_SECRET', 'tiny', 'JWT_SECRET: must be at least 32 characters'],
    ['PUBLIC_SITE_URL', 'not a url', 'PUBLIC_SITE_URL: must be a full URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    [
      'EXTRA_PLAYER_ORIGINS',
      'http://player.example.org',
      'EXTRA_PLAYER_ORIGINS: must be https:// origins separated by commas',
    ],
    ['EXTRA_PLAYER_ORIGINS', "https://a.example.org 'unsafe-inline'", 'EXTRA_PLAYER_ORIGINS'],
  ])('stops with a message naming %s when it is bad', (name, value, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(expected);
  });

  it('takes TRUST_PROXY as a hop count or addresses, and no proxy by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,::1,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '192.168.1.0/24', '::1', 'loopback']);
  });

  it.each(['true', 'yes', '*', '0.0.0.0/0', '::/0'])(
    'refuses TRUST_PROXY=%s: trusting every hop lets a client choose its address',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
        'TRUST_PROXY: trusting every proxy would let a client choose its own address',
      );
    },
  );

  it.each(['proxy.example.org', '10.0.0.300', '10.0.0.0/33'])(
    'refuses TRUST_PROXY=%s as neither a count nor an address',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY: "${value}" is neither a hop count nor an address or network (CIDR)`,
      );
    },
  );

  it('bounds the HTTP server by default, and caps connections per address unless behind a proxy', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 600_000,
      keepAliveTimeoutMs: 65_000,
      idleTimeoutMs: 120_000,
      maxConnectionsPerAddress: 100,
    });
    expect(config.uploads.minBytesPerSecond).toBe(32 * 1024);
    expect(config.uploads.rateGraceMs).toBe(10_000);
    const proxied = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' });
    expect(proxied.http.maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).http
        .maxConnectionsPerAddress,
    ).toBe(500);
  });

  it('stops when the headers may take longer than the whole request', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        HTTP_HEADERS_TIMEOUT_SECONDS: '60',
        HTTP_REQUEST_TIMEOUT_SECONDS: '30',
      }),
    ).toThrow('HTTP_HEADERS_TIMEOUT_SECONDS: must be less than HTTP_REQUEST_TIMEOUT_SECONDS');
  });
});
