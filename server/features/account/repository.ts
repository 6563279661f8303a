import type { Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema.js';

export function createEmailChangesRepository(db: Kysely<Database>) {
  return {
    /** A new change replaces the member's earlier one. */
    async create(change: {
      memberId: string;
      newEmail: string;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }) {
      const row = {
        memberId: change.memberId,
        newEmail: change.newEmail,
        tokenHash: change.tokenHash,
        expiresAt: change.expiresAt.toISOString(),
        createdAt: change.now.toISOString(),
      };
      await db
        .insertInto('memberEmailChanges')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('memberId').doUpdateSet({
            newEmail: row.newEmail,
            tokenHash: row.tokenHash,
            expiresAt: row.expiresAt,
            createdAt: row.createdAt,
          }),
        )
        .execute();
    },

    /** The member's change still waiting for its link, if any. */
    pending(memberId: string, now: Date) {
      return db
        .selectFrom('memberEmailChanges')
        .select(['newEmail'])
        .where('memberId', '=', memberId)
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirst();
    },

    /**
     * Takes a valid link's change, in one statement: of two uses at once, only one gets it.
     */
    async take(tokenHash: string, now: Date) {
      return db
        .deleteFrom('memberEmailChanges')
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', now.toISOString())
        .returning(['memberId', 'newEmail'])
        .executeTakeFirst();
    },
  };
}

export type EmailChangesRepository = ReturnType<typeof createEmailChangesRepository>;

/** The ids of a member's own comments and chat messages, to erase them with the account. */
export function createMemberPostsRepository(db: Kysely<Database>) {
  return {
    async commentIdsOf(memberId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('comments')
        .select('id')
        .where('memberId', '=', memberId)
        .execute();
      return rows.map((row) => row.id);
    },
    async chatMessageIdsOf(memberId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chatMessages')
        .select('id')
        .where('memberId', '=', memberId)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
