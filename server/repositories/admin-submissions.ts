import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AdminContactsQuery } from '../../shared/schemas/admin-contacts.js';
import type { AdminTestimoniesQuery } from '../../shared/schemas/admin-testimonies.js';
import { pageOffset, type AdminListQuery } from '../../shared/schemas/admin-list.js';
import { nowIso, toFlag } from '../db/ids.js';
import type { Database } from '../db/schema.js';
import type { ContactRow } from './contacts.js';
import type { TestimonyRow } from './testimonies.js';
import { anyColumnContains } from './text-search.js';

/** Testimony and Contact Management's reads and writes: newest first, filtered and searched in SQL. */
export function createAdminSubmissionsRepository(db: Kysely<Database>) {
  /** A page of the filtered rows, newest first, with how many match in all. */
  async function newestFirst<T extends 'testimonies' | 'contacts'>(
    filtered: SelectQueryBuilder<Database, T, object>,
    query: Pick<AdminListQuery, 'page' | 'limit'>,
  ) {
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(pageOffset(query))
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  return {
    listTestimonies(
      query: AdminTestimoniesQuery,
    ): Promise<{ rows: TestimonyRow[]; total: number }> {
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
      return newestFirst(filtered, query);
    },

    findTestimony(id: string): Promise<TestimonyRow | undefined> {
      return db.selectFrom('testimonies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async updateTestimony(
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
      return this.findTestimony(id);
    },

    async deleteTestimony(id: string): Promise<boolean> {
      const result = await db.deleteFrom('testimonies').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    listContacts(query: AdminContactsQuery): Promise<{ rows: ContactRow[]; total: number }> {
      let filtered = db.selectFrom('contacts');
      if (query.status) filtered = filtered.where('status', '=', query.status);
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) =>
          anyColumnContains(eb, ['name', 'email', 'subject', 'message', 'response'], search),
        );
      }
      return newestFirst(filtered, query);
    },

    findContact(id: string): Promise<ContactRow | undefined> {
      return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async updateContact(
      id: string,
      changes: { status?: string; response?: string },
    ): Promise<ContactRow | undefined> {
      const result = await db
        .updateTable('contacts')
        .set({
          ...(changes.status === undefined ? {} : { status: changes.status }),
          ...(changes.response === undefined ? {} : { response: changes.response }),
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.findContact(id);
    },

    async deleteContact(id: string): Promise<boolean> {
      const result = await db.deleteFrom('contacts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type AdminSubmissionsRepository = ReturnType<typeof createAdminSubmissionsRepository>;
