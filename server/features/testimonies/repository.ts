import type { Kysely, Selectable } from 'kysely';
import type { AdminTestimoniesQuery } from '#shared/schemas/admin-testimonies.js';
import { newId, nowIso, toFlag } from '#server/platform/db/ids.js';
import { newestFirstPage } from '#server/platform/db/paging.js';
import type { Database } from '#server/platform/db/schema.js';
import type { TestimoniesTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type TestimonyRow = Selectable<TestimoniesTable>;

export interface NewTestimony {
  name: string;
  email: string;
  title: string;
  testimony: string;
  category: string;
  /** The sender's consent to the wall; shared when not said (ADR 0132). */
  sharePublicly?: boolean;
}

export function createTestimoniesRepository(db: Kysely<Database>) {
  const findById = (id: string): Promise<TestimonyRow | undefined> =>
    db.selectFrom('testimonies').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    /** A new testimony waits for approval before it is shown anywhere. */
    async create(input: NewTestimony): Promise<TestimonyRow> {
      const now = nowIso();
      const { sharePublicly = true, ...fields } = input;
      const row: TestimonyRow = {
        id: newId(),
        ...fields,
        isApproved: 0,
        sharePublicly: toFlag(sharePublicly),
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('testimonies').values(row).execute();
      return row;
    },

    /**
     * The wall: approved testimonies whose senders agreed to share them, newest first, with how
     * many there are in all. One approved without that consent stays with the team.
     */
    listOnWall(query: { page: number; limit: number }) {
      return newestFirstPage(
        db.selectFrom('testimonies').where('isApproved', '=', 1).where('sharePublicly', '=', 1),
        query,
      );
    },

    /** Testimony Management's list: filtered and searched in SQL, newest first. */
    list(query: AdminTestimoniesQuery): Promise<{ rows: TestimonyRow[]; total: number }> {
      let filtered = db.selectFrom('testimonies');
      if (query.status) {
        filtered = filtered.where('isApproved', '=', toFlag(query.status === 'approved'));
      }
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) =>
          anyColumnContains(eb, ['name', 'email', 'title', 'testimony'], search),
        );
      }
      return newestFirstPage(filtered, query);
    },

    findById,

    async update(
      id: string,
      changes: { title?: string; testimony?: string; isApproved?: boolean },
    ): Promise<TestimonyRow | undefined> {
      const result = await db
        .updateTable('testimonies')
        .set({
          ...(changes.title === undefined ? {} : { title: changes.title }),
          ...(changes.testimony === undefined ? {} : { testimony: changes.testimony }),
          ...(changes.isApproved === undefined ? {} : { isApproved: toFlag(changes.isApproved) }),
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findById(id);
    },

    /** The row as it was, or undefined when there was none. */
    delete(id: string) {
      return db.deleteFrom('testimonies').where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}

export type TestimoniesRepository = ReturnType<typeof createTestimoniesRepository>;
