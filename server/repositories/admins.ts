import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids.js';
import type { AdminRow, Database } from '../db/schema.js';

export function createAdminsRepository(db: Kysely<Database>) {
  return {
    findByUsername(username: string): Promise<AdminRow | undefined> {
      return db
        .selectFrom('admins')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
    },

    findById(id: string): Promise<AdminRow | undefined> {
      return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(input: { username: string; passwordHash: string }): Promise<AdminRow> {
      const now = nowIso();
      const row: AdminRow = {
        id: newId(),
        username: input.username,
        passwordHash: input.passwordHash,
        totpSecret: null,
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('admins').values(row).execute();
      return row;
    },

    async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('admins')
        .set({ passwordHash, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
