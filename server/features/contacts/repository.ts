import type { Kysely, Selectable } from 'kysely';
import type { AdminContactsQuery } from '#shared/schemas/admin-contacts.js';
import { newId, nowIso } from '#server/platform/db/ids.js';
import { newestFirstPage } from '#server/platform/db/paging.js';
import type { Database } from '#server/platform/db/schema.js';
import type { ContactsTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type ContactRow = Selectable<ContactsTable>;

export interface NewContact {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function createContactsRepository(db: Kysely<Database>) {
  const findById = (id: string): Promise<ContactRow | undefined> =>
    db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    /** A new message starts as 'new', with no response yet. */
    async create(input: NewContact): Promise<ContactRow> {
      const now = nowIso();
      const row: ContactRow = {
        id: newId(),
        ...input,
        status: 'new',
        response: '',
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('contacts').values(row).execute();
      return row;
    },

    /** Contact Management's list: filtered and searched in SQL, newest first. */
    list(query: AdminContactsQuery): Promise<{ rows: ContactRow[]; total: number }> {
      let filtered = db.selectFrom('contacts');
      if (query.status) filtered = filtered.where('status', '=', query.status);
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) =>
          anyColumnContains(eb, ['name', 'email', 'subject', 'message', 'response'], search),
        );
      }
      return newestFirstPage(filtered, query);
    },

    findById,

    async update(
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
      return findById(id);
    },

    /** The row as it was, or undefined when there was none. */
    delete(id: string) {
      return db.deleteFrom('contacts').where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
