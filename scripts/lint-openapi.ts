/**
 * Lints the OpenAPI document the server builds (the app is built, never listens) with Redocly's
 * recommended rules; any error fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/platform/config.js';

const folder = mkdtempSync(join(tmpdir(), 'lampstand-openapi-'));
let status: number;
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: folder,
    LOG_LEVEL: 'silent',
    SEED_DEMO_CONTENT: 'false',
    PUBLIC_SITE_URL: 'https://church.example.org',
  });
  const app = await buildApp({ config, logger: false, webDir: join(folder, 'no-web-build') });
  await app.ready();
  const file = join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
  await app.close();
  const lint = spawnSync(
    'npx',
    ['--no-install', 'redocly', 'lint', '--extends=recommended', '--format=stylish', file],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = lint.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
