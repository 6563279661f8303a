// Runs the browser tests against the built app on a free port with a throwaway data directory,
// sending its emails to a real SMTP server of the run (scripts/e2e-mail-server.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startE2eMailServer } from './e2e-mail-server.mjs';
import { findChromium } from './find-chromium.mjs';

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
const mailDir = mkdtempSync(join(tmpdir(), 'lampstand-e2e-mail-'));
const port = await freePort();
// The push spec's stand-in push service listens here; the server lets it stand in for a public one.
const pushPort = await freePort();
const mailServer = await startE2eMailServer(mailDir);
// Not spawnSync: the mail server answers from this process while the tests run.
const status = await new Promise((resolve) => {
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chromePath,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_SMTP_PORT: String(mailServer.port),
      E2E_PUSH_PORT: String(pushPort),
      E2E_MAIL_DIR: mailDir,
    },
  });
  child.on('exit', (code) => resolve(code ?? 1));
  child.on('error', () => resolve(1));
});
await mailServer.close();
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
process.exit(status);
