/** A write refused by a unique index, in either database (PostgreSQL 23505, SQLite's constraint code). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** PostgreSQL SQLSTATEs of a database that is unreachable, overloaded or timing out. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** What node-postgres itself says when a connection or a read times out or breaks. */
const UNAVAILABLE_PG_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/i;
/** SQLite's: the file is locked past busy_timeout, or the disk is full, read-only or failing. */
const UNAVAILABLE_SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|READONLY|CANTOPEN|PROTOCOL)(_|$)/;

/**
 * A failure of the database rather than of the request: timeouts, lost connections, a locked
 * or full disk. Answered 503 (try again) instead of 500 (a bug), and never with its details.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    const code = 'code' in current ? String(current.code) : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLITE_CODES.test(code)) return true;
    if (current instanceof Error && UNAVAILABLE_PG_MESSAGES.test(current.message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
