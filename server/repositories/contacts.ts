import type { Kysely, Selectable } from 'kysely';
import { newId, nowIso } from '../db/ids.js';
import type { ContactsTable, Database } from '../db/schema.js';

export type ContactRow = Selectable<ContactsTable>;

export interface NewContact {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function createContactsRepository(db: Kysely<Database>) {
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
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
