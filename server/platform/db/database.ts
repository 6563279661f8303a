import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/platform/config.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  close(): Promise<void>;
}

// COUNT(*) and SUM() arrive as bigint strings from PostgreSQL; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function createDb(database: Config['database']): Db {
  const plugins = [new CamelCasePlugin()];
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
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
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins,
  });
  return { kind: 'sqlite', kysely, close: () => kysely.destroy() };
}
