import type { Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema.js';

export function createPasswordResetRepository(db: Kysely<Database>) {
  return {
    /** A new link replaces the member's earlier unused ones. */
    async create(memberId: string, tokenHash: string, now: Date, expiresAt: Date) {
      await db
        .deleteFrom('memberPasswordResets')
        .where('memberId', '=', memberId)
        .where('usedAt', 'is', null)
        .execute();
      await db
        .insertInto('memberPasswordResets')
        .values({
          tokenHash,
          memberId,
          expiresAt: expiresAt.toISOString(),
          usedAt: null,
          createdAt: now.toISOString(),
        })
        .execute();
    },

    /**
     * Marks a valid link used and answers its member, in one update: of two uses at once, only
     * one gets the member.
     */
    async use(tokenHash: string, now: Date): Promise<string | undefined> {
      const row = await db
        .updateTable('memberPasswordResets')
        .set({ usedAt: now.toISOString() })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .returning('memberId')
        .executeTakeFirst();
      return row?.memberId;
    },

    /** Whether a link would still work (checked before the password, so a bad link says so). */
    async isUsable(tokenHash: string, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('memberPasswordResets')
        .select('memberId')
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
