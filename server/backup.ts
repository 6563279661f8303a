/*
 * npm run backup [-- --out FILE]: one archive of DATA_DIR's database, signing secret and
 * uploads, taken while the app runs. With DATABASE_URL (PostgreSQL) the archive holds the
 * secret and uploads only; the database is backed up with pg_dump (see the README).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/platform/config.js';
import { createBackup } from '#server/platform/backup/backup.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = resolve(values.out ?? `lampstand-backup-${stamp}.tar.gz`);
  const result = await createBackup({
    dataDir: config.dataDir,
    out,
    database: config.database.kind === 'sqlite',
  });
  process.stdout.write(
    `Backup written to ${result.file} (${result.entries.slice(1).join(', ')})\n`,
  );
  if (config.database.kind === 'postgres') {
    process.stdout.write(
      'The PostgreSQL database is not in it: back it up with pg_dump (see the README).\n',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
