import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

export interface PrivateServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The built app on a port and database of its own, for a test that renames the church, turns
 * the site dark or counts every unread chat: what it changes is site-wide, and on the shared
 * server it would change what other tests, running beside it, read.
 */
export async function startPrivateServer(
  env: Record<string, string> = {},
  /** A given port (the same site again, redeployed), and a build other than this project's. */
  { port: givenPort, root }: { port?: number; root?: string } = {},
): Promise<PrivateServer> {
  const port = givenPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'lampstand-e2e-own-'));
  const url = `http://127.0.0.1:${String(port)}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/node/server/main.js'], {
    stdio: 'ignore',
    ...(root ? { cwd: root } : {}),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      SEED_DEMO_CONTENT: 'false',
      LOGIN_MAX_FAILURES: '50',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${url}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      { message: 'waiting for the private server', timeout: 30_000, intervals: [100, 250] },
    )
    .toBe(true);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends an admin call to a private server as its demo admin (signed in once per call). */
export async function adminCall(
  server: PrivateServer,
  path: string,
  init: { method: 'GET' | 'PUT' | 'POST'; json?: unknown },
): Promise<unknown> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'lampstand-demo' }),
  });
  expect(login.ok).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${server.url}${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  expect(response.ok).toBe(true);
  return response.json();
}
