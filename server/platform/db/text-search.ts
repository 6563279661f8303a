import { type ExpressionBuilder, type Expression, type SqlBool, sql } from 'kysely';

/** `%word%` with LIKE's own wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive "contains" over several text columns, the same in SQLite and PostgreSQL
 * (lower() on both sides, since PostgreSQL's LIKE is case-sensitive and SQLite's is not for
 * non-ASCII letters).
 */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: string[],
  search: string,
): Expression<SqlBool> {
  const pattern = containsPattern(search);
  return eb.or(
    columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
  );
}
