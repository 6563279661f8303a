import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';
import { projectRoot } from '#server/platform/project-root.js';

/* SQLite: the scripts back up and restore DATA_DIR's own database file. */
const work = mkdtempSync(join(tmpdir(), 'lampstand-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `npm run backup` / `npm run restore`'s script as its own process. */
function runScript(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', `server/${script}.ts`, ...args],
      {
        cwd: projectRoot(),
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const contact = (n: number) => ({
  name: 'Backup Tester',
  email: `backup-${n}@example.com`,
  subject: 'General Inquiry',
  message: `Message number ${n}`,
});

describe('npm run backup and npm run restore', () => {
  const archive = join(work, 'backup.tar.gz');
  const dataDir = join(work, 'data');

  it('archive the database while the app runs, and bring it back into an empty DATA_DIR', async () => {
    mkdirSync(dataDir);
    // SQLite even when the suite runs on PostgreSQL: the database file is what is backed up.
    const t = await buildTestApp({ TRUST_PROXY: '1', DATABASE_URL: undefined }, { dataDir });
    const send = (n: number) =>
      t.request('/api/user/contact', { method: 'POST', headers: freshClient(), json: contact(n) });
    try {
      for (let n = 0; n < 5; n += 1) expect((await send(n)).status).toBe(201);
      writeFileSync(join(t.dataDir, 'uploads', 'picture.png'), 'picture bytes');

      // Writes keep landing while the backup copies the database.
      const during = Promise.all([5, 6, 7, 8, 9].map(send));
      const backup = await runScript('backup', ['--out', archive], dataDir);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('lampstand.sqlite, jwt-secret, uploads');
      for (const response of await during) expect(response.status).toBe(201);
      expect(statSync(archive).mode & 0o777).toBe(0o600);
    } finally {
      await t.app.close();
    }

    rmSync(dataDir, { recursive: true, force: true });
    const restore = await runScript('restore', [archive], dataDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'lampstand.sqlite', 'uploads']);
    expect(readFileSync(join(dataDir, 'uploads', 'picture.png'), 'utf8')).toBe('picture bytes');

    const restored = await buildTestApp({ DATABASE_URL: undefined }, { dataDir });
    try {
      const emails = await restored.app.db.kysely.selectFrom('contacts').select('email').execute();
      // The five sent before the backup began are in it for sure; those in flight may be.
      for (let n = 0; n < 5; n += 1) {
        expect(emails.map((row) => row.email)).toContain(`backup-${n}@example.com`);
      }
    } finally {
      await restored.app.close();
    }
  });

  it('refuses to replace an existing database without --force, and replaces it with it', async () => {
    const refused = await runScript('restore', [archive], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database');

    const forced = await runScript('restore', [archive, '--force'], dataDir);
    expect(forced.code, forced.stderr).toBe(0);
  });
});
