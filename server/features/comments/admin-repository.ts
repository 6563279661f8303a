import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import {
  type AdminCommentsQuery,
  COMMENT_STATUS_VISIBILITY,
  type CommentStatus,
} from '#shared/schemas/admin-comments.js';
import { pageOffset } from '#shared/schemas/admin-list.js';
import { nowIso, toFlag } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { CommentsTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type AdminCommentRow = Selectable<CommentsTable> & { streamTitle: string };

/**
 * The status filter by who sees the comment, the rule of the public list (`commentVisibility`):
 * pending is held for review and not approved, approved is everything public, whether approved
 * by hand or never held.
 */
function whereVisibility<Q extends SelectQueryBuilder<Database, 'comments' | 'streams', object>>(
  query: Q,
  status: CommentStatus,
): Q {
  switch (COMMENT_STATUS_VISIBILITY[status]) {
    case 'spam':
      return query.where('comments.isSpam', '=', 1) as Q;
    case 'held':
      return query
        .where('comments.isSpam', '=', 0)
        .where('comments.isHeld', '=', 1)
        .where('comments.isModerated', '=', 0) as Q;
    case 'public':
      return query
        .where('comments.isSpam', '=', 0)
        .where((eb) =>
          eb.or([eb('comments.isHeld', '=', 0), eb('comments.isModerated', '=', 1)]),
        ) as Q;
  }
}

const SEARCHED = ['comments.content', 'comments.userName', 'comments.userEmail', 'streams.title'];

/** Comment Management's reads and writes: every comment, with its stream's title. */
export function createAdminCommentsRepository(db: Kysely<Database>) {
  const withStream = () =>
    db.selectFrom('comments').innerJoin('streams', 'streams.id', 'comments.streamId');

  const findById = (id: string): Promise<AdminCommentRow | undefined> =>
    withStream()
      .selectAll('comments')
      .select('streams.title as streamTitle')
      .where('comments.id', '=', id)
      .executeTakeFirst();

  return {
    findById,

    /** A page of comments, newest first, filtered and searched in SQL. */
    async list(query: AdminCommentsQuery) {
      let filtered = withStream();
      if (query.streamId) filtered = filtered.where('comments.streamId', '=', query.streamId);
      if (query.status) filtered = whereVisibility(filtered, query.status);
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) => anyColumnContains(eb, SEARCHED, search));
      }
      const [rows, count] = await Promise.all([
        filtered
          .selectAll('comments')
          .select('streams.title as streamTitle')
          .orderBy('comments.createdAt', 'desc')
          .orderBy('comments.id', 'desc')
          .limit(query.limit)
          .offset(pageOffset(query))
          .execute(),
        filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async update(
      id: string,
      changes: { content?: string; isModerated?: boolean; isSpam?: boolean; isHeld?: boolean },
    ): Promise<AdminCommentRow | undefined> {
      const result = await db
        .updateTable('comments')
        .set({
          ...(changes.content === undefined ? {} : { content: changes.content }),
          ...(changes.isModerated === undefined
            ? {}
            : { isModerated: toFlag(changes.isModerated) }),
          ...(changes.isSpam === undefined ? {} : { isSpam: toFlag(changes.isSpam) }),
          ...(changes.isHeld === undefined ? {} : { isHeld: toFlag(changes.isHeld) }),
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findById(id);
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type AdminCommentsRepository = ReturnType<typeof createAdminCommentsRepository>;
