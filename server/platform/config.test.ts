import { mkdtempSync, readFileSync } from 'node:fs';
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
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe(
      's'.repeat(40),
    );
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

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// URL'],
    ['REDIS_URL', 'http://x', 'REDIS_URL: must be a redis:// URL'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD: must be at least 8 characters'],
    ['JWT_SECRET', 'tiny', 'JWT_SECRET: must be at least 32 characters'],
    ['PUBLIC_SITE_URL', 'not a url', 'PUBLIC_SITE_URL: must be a full URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
  ])('stops with a message naming %s when it is bad', (name, value, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(expected);
  });
});
