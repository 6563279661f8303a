// Runs the browser tests against the built app on a free port with a throwaway data directory,
// and a mail server of their own that the app sends to and the tests read (mail-catcher.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const chromePath = findChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-e2e-'));
const port = await freePort();
const mail = await startMailCatcher();
// Not spawnSync: the mail catcher answers in this process while the tests run.
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chromePath,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_SMTP_URL: mail.smtpUrl,
    E2E_MAIL_URL: mail.httpUrl,
  },
});
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await mail.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
