import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { projectRoot } from '#server/platform/project-root.js';

/** The real server as its own process (from the TypeScript sources), for start-up and crash tests. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function spawnServer(
  env: Record<string, string>,
  options: { uid?: number; gid?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'server/main.ts'],
    {
      cwd: projectRoot(),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO_CONTENT: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      ...options,
    },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

/** Waits until the server answers its health check, or fails if it exits first. */
export async function waitUntilServing(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited at start-up: ${server.stderr()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start within ${timeoutMs} ms: ${server.stderr()}`);
}
