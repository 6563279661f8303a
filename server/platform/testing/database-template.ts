import type { Migration } from 'kysely';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Feature } from '#server/platform/feature.js';
import { createDb } from '#server/platform/db/database.js';
import { migrateToLatest } from '#server/platform/db/migrate.js';
import { projectRoot } from '#server/platform/project-root.js';

/**
 * Migrated, empty databases that each test app starts from, so the migrations run once per
 * migration set rather than once per test file: a SQLite file copied into the app's data folder,
 * or a PostgreSQL database that new databases are created from (`CREATE DATABASE … TEMPLATE`).
 *
 * A template is named by a hash of every migration's source, so a changed, added or removed
 * migration gives a new template (built the first time it is asked for) and never a stale one.
 * The app still runs its migrations at start-up; on a copy of the template none is pending.
 */

const serverDir = () => join(projectRoot(), 'server');

/** Every feature's migrations, found as the app finds them: each `features/<name>/index.ts`. */
async function featureMigrations(): Promise<Record<string, Migration>> {
  const featuresDir = join(serverDir(), 'features');
  const migrations: Record<string, Migration> = {};
  for (const name of readdirSync(featuresDir).sort()) {
    const index = join(featuresDir, name, 'index.ts');
    if (!existsSync(index)) continue;
    const exports = (await import(pathToFileURL(index).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const feature = value as Partial<Feature> | null;
      if (typeof feature === 'object' && feature?.migrations)
        Object.assign(migrations, feature.migrations);
    }
  }
  return migrations;
}

/** Source files whose path names a migration (the base ones, each feature's, the runner). */
function migrationSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /migrat/i.test(relative(dir, file)))
    .sort();
}

let known: Promise<{ key: string; migrations: Record<string, Migration> }> | undefined;

/** The feature migrations and the key naming their template; worked out once per test file. */
function migrationSet() {
  known ??= (async () => {
    const migrations = await featureMigrations();
    const hash = createHash('sha256');
    for (const file of migrationSources(serverDir()))
      hash.update(`${relative(serverDir(), file)}\0${readFileSync(file, 'utf8')}\0`);
    // Also what the features hand over, in case a migration lives in a file not so named.
    for (const [name, migration] of Object.entries(migrations).sort(([a], [b]) =>
      a.localeCompare(b),
    ))
      hash.update(`${name}\0${String(migration.up)}\0${String(migration.down)}\0`);
    return { key: hash.digest('hex').slice(0, 16), migrations };
  })();
  return known;
}

const uniqueSuffix = () => `${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

/**
 * The migrated SQLite template for the current migrations, built when missing. Written under
 * another name and renamed into place, so a parallel worker never copies a half-built file.
 */
export async function sqliteTemplate(): Promise<string> {
  const { key, migrations } = await migrationSet();
  const dir = join(tmpdir(), 'lampstand-test-templates');
  const file = join(dir, `sqlite-${key}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const building = `${file}.${uniqueSuffix()}`;
  const db = createDb({ kind: 'sqlite', file: building });
  try {
    await migrateToLatest(db.kysely, migrations);
  } finally {
    // Closing the last connection folds the write-ahead log into the file itself.
    await db.close();
  }
  renameSync(building, file);
  for (const leftover of ['-wal', '-shm']) rmSync(building + leftover, { force: true });
  return file;
}

/**
 * Puts a copy of the template where the app will open its SQLite database, unless a database
 * is there already (an app started again on an earlier app's folder keeps its data) or the
 * folder cannot take it (a missing or read-only DATA_DIR is then the test's subject, met by the
 * app as it is).
 */
export async function copySqliteTemplate(databaseFile: string, dataDir: string): Promise<void> {
  if (!existsSync(dataDir) || existsSync(databaseFile)) return;
  const template = await sqliteTemplate();
  try {
    copyFileSync(template, databaseFile);
  } catch {
    // The app meets the folder itself and answers as a real start-up would.
  }
}

const TEMPLATE_TIMEOUTS = { connectMs: 10_000, statementMs: 60_000, idleInTransactionMs: 60_000 };

function withDatabase(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const DUPLICATE_DATABASE = '42P04';

/**
 * The migrated PostgreSQL template for the current migrations on the server of `baseUrl`,
 * built when missing. It takes no connections once built: PostgreSQL copies a template only
 * while nobody is connected to it.
 */
export async function postgresTemplate(baseUrl: string): Promise<string> {
  const { key, migrations } = await migrationSet();
  const name = `lampstand_template_${key}`;
  const exists = await onServer(baseUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return name;
  const building = `${name}_${uniqueSuffix()}`;
  await onServer(baseUrl, (client) => client.query(`create database ${building}`));
  const db = createDb({
    kind: 'postgres',
    url: withDatabase(baseUrl, building),
    timeouts: TEMPLATE_TIMEOUTS,
    poolMax: 10,
  });
  try {
    await migrateToLatest(db.kysely, migrations);
  } finally {
    await db.close();
  }
  await onServer(baseUrl, async (client) => {
    await client.query(`alter database ${building} with allow_connections false`);
    try {
      await client.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another worker built the same template first; theirs is as good as ours.
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      await client.query(`drop database ${building}`);
    }
  });
  return name;
}

/** A new, migrated PostgreSQL database copied from the template, and how to drop it. */
export async function migratedPostgresDatabase(baseUrl: string) {
  const template = await postgresTemplate(baseUrl);
  const name = `lampstand_test_${uniqueSuffix()}`;
  await onServer(baseUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: withDatabase(baseUrl, name),
    drop: () =>
      onServer(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
