import SQLite from 'better-sqlite3';
import { closeSync, openSync } from 'node:fs';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/platform/config.js';
import { PRIVATE_FILE_MODE, keepPrivate } from '#server/platform/data-dir.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  close(): Promise<void>;
}

// COUNT(*) and SUM() arrive as bigint strings from PostgreSQL; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Enough for every distinct query the app makes; a query built from varying input is evicted. */
const MAX_PREPARED_STATEMENTS = 500;

/**
 * The database as Kysely sees it, with each statement prepared once and reused by its SQL text
 * (Kysely prepares on every query; preparing costs more than running a hot read). Safe because
 * Kysely runs one query at a time on its one connection and never iterates a statement.
 */
function reusingStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the oldest is the one evicted.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_PREPARED_STATEMENTS) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

export function createDb(database: Config['database']): Db {
  const plugins = [new CamelCasePlugin()];
  if (database.kind === 'postgres') {
    const { timeouts } = database;
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolMax,
      // A database that does not answer makes requests fail with 503 within seconds rather
      // than queue forever: connecting, each statement (cancelled by the server), a transaction
      // left idle (its locks released), and, for a server too frozen to cancel anything, the
      // client's own read timeout a little after the statement's.
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      query_timeout: timeouts.statementMs + 2000,
    });
    let closing = false;
    // The pool replaces an idle connection the server drops (a restart, a failover); without a
    // listener, that connection's error would be unhandled and stop the process.
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return {
      kind: 'postgres',
      kysely,
      close: () => {
        closing = true;
        return kysely.destroy();
      },
    };
  }
  // Created owner-only before SQLite opens it; SQLite gives its -wal and -shm files the same mode.
  closeSync(openSync(database.file, 'a', PRIVATE_FILE_MODE));
  keepPrivate(database.file);
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: every acknowledged write is on disk before the answer, even through a power cut
  // (NORMAL survives a killed process but may lose the last commits when the machine stops);
  // about 1 ms a commit, well within the site's write rate (decision 0076).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
    plugins,
  });
  return { kind: 'sqlite', kysely, close: () => kysely.destroy() };
}
