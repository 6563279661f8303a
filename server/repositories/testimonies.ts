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

    /** A page of approved testimonies, newest first, with how many there are in all. */
    async listApproved({ page, limit }: { page: number; limit: number }) {
      const approved = db.selectFrom('testimonies').where('isApproved', '=', 1);
      const [rows, count] = await Promise.all([
        approved
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        approved.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
  };
}

export type TestimoniesRepository = ReturnType<typeof createTestimoniesRepository>;
