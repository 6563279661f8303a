import { type Kysely, sql } from 'kysely';
import { nowIso } from '#server/platform/db/ids.js';
import type { AdminRow, Database } from '#server/platform/db/schema.js';

/** Invite and password links of staff accounts: only the token's hash is stored. */
export function createStaffPasswordLinksRepository(db: Kysely<Database>) {
  return {
    /** A new link replaces the account's earlier unused ones. */
    async create(adminId: string, tokenHash: string, now: Date, expiresAt: Date) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('staffPasswordLinks')
          .where('adminId', '=', adminId)
          .where('usedAt', 'is', null)
          .execute();
        await trx
          .insertInto('staffPasswordLinks')
          .values({
            tokenHash,
            adminId,
            expiresAt: expiresAt.toISOString(),
            usedAt: null,
            createdAt: now.toISOString(),
          })
          .execute();
      });
    },

    /** Whether a link would still work (checked before the password, so a bad link says so). */
    async isUsable(tokenHash: string, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('staffPasswordLinks')
        .select('adminId')
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Uses a valid link: marks it used (in the update that checks it, so of two uses at once
     * only one passes), sets the password, ends the invite and every session of the account,
     * all in one transaction. Answers the account, or undefined for a spent link.
     */
    use(tokenHash: string, passwordHash: string, now: Date): Promise<AdminRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .updateTable('staffPasswordLinks')
          .set({ usedAt: now.toISOString() })
          .where('tokenHash', '=', tokenHash)
          .where('usedAt', 'is', null)
          .where('expiresAt', '>', now.toISOString())
          .returning('adminId')
          .executeTakeFirst();
        if (!link) return undefined;
        await trx.deleteFrom('adminSessions').where('adminId', '=', link.adminId).execute();
        return trx
          .updateTable('admins')
          .set({ passwordHash, invitedAt: null, updatedAt: nowIso() })
          .where('id', '=', link.adminId)
          .returningAll()
          .executeTakeFirst();
      });
    },

    /** Staff accounts whose emails go to an address (compared without case). */
    withEmail(email: string): Promise<AdminRow[]> {
      return db
        .selectFrom('admins')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .execute();
    },
  };
}

export type StaffPasswordLinksRepository = ReturnType<typeof createStaffPasswordLinksRepository>;
