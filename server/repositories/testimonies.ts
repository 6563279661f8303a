import type { Kysely, Selectable } from 'kysely';
import { newId, nowIso } from '../db/ids.js';
import type { Database, TestimoniesTable } from '../db/schema.js';

export type TestimonyRow = Selectable<TestimoniesTable>;

export interface NewTestimony {
  name: string;
  email: string;
  title: string;
  testimony: string;
  category: string;
}

export function createTestimoniesRepository(db: Kysely<Database>) {
  return {
    /** A new testimony waits for approval before it is shown anywhere. */
    async create(input: NewTestimony): Promise<TestimonyRow> {
      const now = nowIso();
      const row: TestimonyRow = {
        id: newId(),
        ...input,
        isApproved: 0,
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('testimonies').values(row).execute();
      return row;
    },
  };
}

export type TestimoniesRepository = ReturnType<typeof createTestimoniesRepository>;
