import { defineConfig, devices } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The server refuses a DATA_DIR that does not exist (a volume that did not mount).
const dataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';
mkdirSync(dataDir, { recursive: true });

/**
 * Specs with several browsers, private servers or real-time timing, or that read the whole
 * schedule (services-home: another spec's service would become the next), or that alert every
 * signed-in staff page (pray-now): run alone, after the rest.
 */
const ONE_AT_A_TIME = new RegExp(
  `/(${[
    'launch-checklist',
    'live-events',
    'live-moderation',
    'moments',
    'pray-now',
    'quick-chat',
    'quick-chat-email',
    'sanctions',
    'sanctions-people',
    'server-render',
    'services-home',
    'site-identity',
    'site-theme',
    'staff-chat-alerts',
    'staff-invite',
    'stream-alerts',
    'stream-alerts-once',
    'watching-people',
  ].join('|')})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers for most specs; the specs that drive several browsers or servers at once run
  // after them, one at a time (the `one-at-a-time` project): beside a second worker on two
  // cores they starved the timing of the tests next to them.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site's service worker would answer pages and files itself, out of reach of a test's
    // page.route and counted twice in a page's requests: only app-shell.spec.ts lets it run.
    serviceWorkers: 'block',
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
    // No order between files: every test makes the data it reads through the API
    // (tests/e2e/fixtures.ts) and puts back any site-wide setting it changes.
    {
      name: 'chromium',
      testIgnore: [/screens\.spec\.ts$/, ONE_AT_A_TIME],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'one-at-a-time',
      testMatch: ONE_AT_A_TIME,
      workers: 1,
      dependencies: ['chromium', 'screens'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Screenshot baselines (ADR 0176): on a server of their own, so runnable alone with
    // `npm run test:screens`, and updated with `npm run test:screens:update`. The baselines are
    // committed PNGs with no platform in their names: a changed one shows in the git diff.
    {
      name: 'screens',
      testMatch: /screens\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
      expect: {
        // A long page is drawn in seconds on a busy machine, and each comparison waits for two
        // identical draws in a row: a late list (the dashboard's checklist) needs the room.
        timeout: 20_000,
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // Anti-aliasing may move a few pixels; a moved block or a changed colour moves more.
          maxDiffPixels: 100,
        },
      },
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
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so rate limits are per test.
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      // Demo mode (the demo admin) without the demo church: no test can lean on seeded rows.
      SEED_DEMO_CONTENT: 'false',
      // Generous limits: the tests sign in many times from one address.
      LOGIN_MAX_FAILURES: '50',
      // The run's own mail server (scripts/run-e2e.mjs); without it, emails stay in the outbox.
      // Quick chat replies unseen for 2 s are emailed, so a test need not wait five minutes.
      QUICK_CHAT_EMAIL_AFTER_SECONDS: '2',
      // The stand-in push service of the push spec (tests/e2e/push.spec.ts), for tests only.
      ...(process.env.E2E_PUSH_PORT
        ? { PUSH_TEST_ENDPOINT_ORIGINS: `http://127.0.0.1:${process.env.E2E_PUSH_PORT}` }
        : {}),
      ...(process.env.E2E_SMTP_PORT
        ? { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` }
        : {}),
    },
  },
});
