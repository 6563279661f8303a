import type { Kysely, Selectable } from 'kysely';
import type { AdminCommentsQuery, CommentStatus } from '#shared/schemas/admin-comments.js';
import { pageOffset } from '#shared/schemas/admin-list.js';
import { nowIso, toFlag } from '#server/platform/db/ids.js';
import type { CommentsTable, Database } from '#server/platform/db/schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type AdminCommentRow = Selectable<CommentsTable> & { streamTitle: string };

/** Approving clears spam and marking spam clears approval, so each state is one pair of flags. */
const STATUS_FLAGS: Record<CommentStatus, { isModerated: number; isSpam: number }> = {
  pending: { isModerated: 0, isSpam: 0 },
  approved: { isModerated: 1, isSpam: 0 },
  spam: { isModerated: 0, isSpam: 1 },
};

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
      if (query.status) {
        const { isModerated, isSpam } = STATUS_FLAGS[query.status];
        filtered = filtered
          .where('comments.isModerated', '=', isModerated)
          .where('comments.isSpam', '=', isSpam);
      }
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
      changes: { content?: string; isModerated?: boolean; isSpam?: boolean },
    ): Promise<AdminCommentRow | undefined> {
      const result = await db
        .updateTable('comments')
        .set({
          ...(changes.content === undefined ? {} : { content: changes.content }),
          ...(changes.isModerated === undefined
            ? {}
            : { isModerated: toFlag(changes.isModerated) }),
          ...(changes.isSpam === undefined ? {} : { isSpam: toFlag(changes.isSpam) }),
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
