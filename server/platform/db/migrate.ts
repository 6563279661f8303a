import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as twoFactor from './migrations/002-two-factor.js';
import * as quickChatNames from './migrations/003-quick-chat-names.js';
import type { Database } from './schema.js';

/**
 * The tables every feature started from. Features add their own migrations (named so they sort
 * after these, e.g. `2026-12-01-audit-log`); all run together in name order. Migrations ship
 * inside the build, so no file-system lookup is needed.
 */
const baseMigrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-two-factor': twoFactor,
  '003-quick-chat-names': quickChatNames,
};

export async function migrateToLatest(
  db: Kysely<Database>,
  featureMigrations: Record<string, Migration> = {},
): Promise<void> {
  for (const name of Object.keys(featureMigrations)) {
    if (name in baseMigrations) throw new Error(`Two migrations are named ${name}`);
  }
  const migrations = { ...baseMigrations, ...featureMigrations };
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
