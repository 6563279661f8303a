import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

/**
 * Every public list reads its rows in order off an index: no sort of its own (a temporary
 * B-tree on SQLite), however many rows a stream gathers (ADR 0086). The plans are SQLite's,
 * so this file uses SQLite in the PostgreSQL run too; the same indexes exist on both.
 */
describe('query plans of the public lists (SQLite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DATABASE_URL: undefined });
  });
  afterAll(() => t.close());

  const plan = async (query: { compile(): CompiledQuery }) => {
    const { sql: text, parameters } = query.compile();
    const result = await t.app.db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
    );
    return result.rows.map((row) => row.detail).join('\n');
  };

  it('comments, chat (one kind or both) and upcoming events need no sort', async () => {
    const db = t.app.db.kysely;
    const plans = {
      comments: await plan(
        db
          .selectFrom('comments')
          .selectAll()
          .where('streamId', '=', 's')
          .where('isSpam', '=', 0)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(200),
      ),
      chatOfOneKind: await plan(
        db
          .selectFrom('chatMessages')
          .selectAll()
          .where('streamId', '=', 's')
          .where('messageType', '=', 'chat')
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(200),
      ),
      chatOfBothKinds: await plan(
        db
          .selectFrom('chatMessages')
          .selectAll()
          .where('streamId', '=', 's')
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(200),
      ),
      upcomingEvents: await plan(
        db
          .selectFrom('events')
          .selectAll()
          .where((eb) => eb(eb.fn.coalesce('endDate', 'startDate'), '>=', 'now'))
          .orderBy('startDate', 'asc')
          .orderBy('id', 'asc')
          .limit(50),
      ),
    };
    for (const [name, text] of Object.entries(plans)) {
      expect(text, name).not.toContain('TEMP B-TREE');
      expect(text, name).toMatch(/USING (COVERING )?INDEX/);
    }
  });
});
