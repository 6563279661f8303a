import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/**
 * The SQL statements a running app sends to its database while `work` runs, in order: how tests
 * show that two requests did the same work, whatever the clock says.
 */
export async function statementsDuring(
  app: FastifyInstance,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const spy = vi.spyOn(app.db.kysely.getExecutor(), 'executeQuery');
  try {
    await work();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}
