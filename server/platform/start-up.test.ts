import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/platform/testing/build-test-app.js';
import { makeReadOnly } from '#server/platform/testing/read-only-folder.js';
import { spawnServer } from '#server/platform/testing/server-process.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'lampstand-start-up-'));
  made.push(dir);
  return dir;
}

/** One line on stderr naming the folder, no stack trace, and a failing exit code. */
async function expectStopsNaming(dir: string, server: Awaited<ReturnType<typeof spawnServer>>) {
  expect(await server.exited).toBe(1);
  const lines = server.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`DATA_DIR ${dir}`);
}

describe('start-up with a bad DATA_DIR', () => {
  it('stops with one line when DATA_DIR does not exist', async () => {
    const dir = join(tempDir(), 'not-mounted');
    const server = await spawnServer({ DATA_DIR: dir });
    await expectStopsNaming(dir, server);
    expect(server.stderr()).toContain('does not exist');
    expect(existsSync(dir)).toBe(false);
  });

  it('stops with one line when DATA_DIR is read-only', async () => {
    const dir = tempDir();
    const readOnly = makeReadOnly(dir);
    try {
      const server = await spawnServer({ DATA_DIR: dir }, readOnly.runAs);
      await expectStopsNaming(dir, server);
      expect(server.stderr(), readOnly.how).toContain('not writable');
    } finally {
      readOnly.release();
    }
  });
});

describe('the files kept in DATA_DIR', () => {
  it('are readable by their owner only', async () => {
    // The SQLite database, also when the suite runs on PostgreSQL.
    const t = await buildTestApp({ DATABASE_URL: undefined });
    try {
      const mode = (name: string) => statSync(join(t.dataDir, name)).mode & 0o777;
      expect(mode('lampstand.sqlite')).toBe(0o600);
      expect(mode('lampstand.sqlite-wal')).toBe(0o600);
      expect(mode('jwt-secret')).toBe(0o600);
      expect(mode('uploads')).toBe(0o700);
    } finally {
      await t.close();
    }
  });
});
