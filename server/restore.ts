/*
 * npm run restore ARCHIVE [-- --force]: puts an archive of `npm run backup` back into
 * DATA_DIR. Stop the server first; an existing database is replaced only with --force.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '#server/platform/backup/restore.js';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [archive] = positionals;
if (!archive || positionals.length > 1) {
  console.error('Usage: npm run restore ARCHIVE [-- --force]');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');
try {
  const restored = await restoreBackup({ archive: resolve(archive), dataDir, force: values.force });
  process.stdout.write(`Restored into ${dataDir}: ${restored.join(', ')}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
