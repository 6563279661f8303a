import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const SITE_WIDE_CHANGES = [
  '**/admin-settings.spec.ts',
  '**/admin-site-content.spec.ts',
  '**/admin-streams.spec.ts',
  '**/admin-events.spec.ts',
  '**/admin-moderation.spec.ts',
];
// Reads the whole testimony wall, which the moderation tests change: it runs after them.
const AFTER_SITE_WIDE_CHANGES = ['**/testimony-wall-pages.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [...SITE_WIDE_CHANGES, ...AFTER_SITE_WIDE_CHANGES],
    },
    {
      // These change what public pages show (settings, site content, streams, events), so they
      // run after the rest: a parallel test never reads a value they have just changed.
      name: 'site-wide changes',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: SITE_WIDE_CHANGES,
      dependencies: ['chromium'],
    },
    {
      name: 'testimony wall',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: AFTER_SITE_WIDE_CHANGES,
      dependencies: ['site-wide changes'],
    },
  ],
  webServer: {
    command: 'node dist/node/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so rate limits are per test.
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      // Generous limits: the tests sign in many times from one address.
      LOGIN_MAX_FAILURES: '50',
    },
  },
});
