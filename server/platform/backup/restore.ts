import SQLite from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from 'tar';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, keepPrivate } from '#server/platform/data-dir.js';
import { ARCHIVE_ENTRIES, ARCHIVE_FORMAT } from './backup.js';

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const DATABASE_FILES = ['', '-wal', '-shm'].map((suffix) => ARCHIVE_ENTRIES.database + suffix);

/**
 * Puts an archive of createBackup() back into DATA_DIR. Refuses to replace an existing
 * database unless `force`, and refuses even then while a server writes to it. The archive is
 * unpacked and its database checked beside the data first, so a bad archive changes nothing.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  force: boolean;
}): Promise<string[]> {
  const { archive, dataDir, force } = options;
  if (!existsSync(archive)) throw new RestoreRefused(`No archive at ${archive}`);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const current = join(dataDir, ARCHIVE_ENTRIES.database);
  if (existsSync(current)) {
    if (!force) {
      throw new RestoreRefused(
        `DATA_DIR ${dataDir} already holds a database: stop the server and add --force to replace it.`,
      );
    }
    assertNotInUse(current);
  }

  const staging = join(dataDir, `.restore-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: PRIVATE_DIR_MODE });
  try {
    await extract({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(readFileSync(join(staging, ARCHIVE_ENTRIES.manifest), 'utf8')) as {
      format: number;
      entries: string[];
    };
    if (manifest.format !== ARCHIVE_FORMAT) {
      throw new RestoreRefused(`${archive} is not a Lampstand backup this version can read.`);
    }
    if (manifest.entries.includes(ARCHIVE_ENTRIES.database)) {
      checkIntegrity(join(staging, ARCHIVE_ENTRIES.database));
      for (const file of DATABASE_FILES) rmSync(join(dataDir, file), { force: true });
    }
    const restored: string[] = [];
    for (const entry of [
      ARCHIVE_ENTRIES.database,
      ARCHIVE_ENTRIES.secret,
      ARCHIVE_ENTRIES.uploads,
    ]) {
      if (!manifest.entries.includes(entry)) continue;
      const target = join(dataDir, entry);
      rmSync(target, { recursive: true, force: true });
      renameSync(join(staging, entry), target);
      keepPrivate(target, entry === ARCHIVE_ENTRIES.uploads ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
      restored.push(entry);
    }
    return restored;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A server writing to the database holds its write lock at times; an exclusive lock tells. */
function assertNotInUse(file: string) {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 2000');
    db.exec('begin exclusive');
    db.exec('rollback');
  } catch {
    throw new RestoreRefused(`The database in ${file} is in use: stop the server first.`);
  } finally {
    db.close();
  }
}

function checkIntegrity(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new RestoreRefused(`The archive's database is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}
