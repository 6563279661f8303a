import SQLite from 'better-sqlite3';
import { existsSync, mkdtempSync, copyFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import { PRIVATE_FILE_MODE } from '#server/platform/data-dir.js';

/** What an archive holds, at its top level. */
export const ARCHIVE_ENTRIES = {
  manifest: 'lampstand-backup.json',
  database: 'lampstand.sqlite',
  secret: 'jwt-secret',
  uploads: 'uploads',
} as const;
export const ARCHIVE_FORMAT = 1;

export interface BackupResult {
  file: string;
  entries: string[];
}

/**
 * One .tar.gz with a consistent copy of the SQLite database, taken while the app runs
 * (SQLite's online backup: pages copied in steps, restarted if a write lands meanwhile, so
 * the copy is one committed state), the signing secret and the uploads folder.
 * With PostgreSQL the database is left to pg_dump (`database: false`).
 */
export async function createBackup(options: {
  dataDir: string;
  out: string;
  database: boolean;
}): Promise<BackupResult> {
  const staging = mkdtempSync(join(tmpdir(), 'lampstand-backup-'));
  try {
    const entries: string[] = [ARCHIVE_ENTRIES.manifest];
    if (options.database) {
      const source = join(options.dataDir, ARCHIVE_ENTRIES.database);
      if (!existsSync(source)) throw new Error(`No database at ${source}`);
      const db = new SQLite(source, { fileMustExist: true });
      try {
        db.pragma('busy_timeout = 5000');
        await db.backup(join(staging, ARCHIVE_ENTRIES.database));
      } finally {
        db.close();
      }
      entries.push(ARCHIVE_ENTRIES.database);
    }
    const secret = join(options.dataDir, ARCHIVE_ENTRIES.secret);
    if (existsSync(secret)) {
      copyFileSync(secret, join(staging, ARCHIVE_ENTRIES.secret));
      entries.push(ARCHIVE_ENTRIES.secret);
    }
    const uploads = join(options.dataDir, ARCHIVE_ENTRIES.uploads);
    // Archived in place (through a link the archiver follows) rather than copied first:
    // uploads may be large videos. Each file is written once under a new name and never
    // changed, so reading them while the app runs is consistent.
    if (existsSync(uploads)) {
      symlinkSync(uploads, join(staging, ARCHIVE_ENTRIES.uploads), 'dir');
      entries.push(ARCHIVE_ENTRIES.uploads);
    }
    writeFileSync(
      join(staging, ARCHIVE_ENTRIES.manifest),
      JSON.stringify({ format: ARCHIVE_FORMAT, createdAt: new Date().toISOString(), entries }),
    );
    await create(
      {
        gzip: true,
        file: options.out,
        cwd: staging,
        follow: true,
        portable: true,
        mode: PRIVATE_FILE_MODE,
      },
      entries,
    );
    return { file: options.out, entries };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
