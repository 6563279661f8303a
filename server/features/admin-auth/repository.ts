import type { Kysely } from 'kysely';
import { newId, nowIso } from '#server/platform/db/ids.js';
import type { AdminRow, Database } from '#server/platform/db/schema.js';

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
        totpPendingSecret: null,
        totpLastStep: null,
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

    /** Two-factor set-up in progress: the secret waits here until a first code confirms it. */
    async setPendingTotpSecret(id: string, secret: string | null): Promise<void> {
      await db
        .updateTable('admins')
        .set({ totpPendingSecret: secret, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** Turns two-factor sign-in on (a secret) or off (null), forgetting any set-up in progress. */
    async setTotpSecret(id: string, secret: string | null, lastStep: number | null): Promise<void> {
      await db
        .updateTable('admins')
        .set({
          totpSecret: secret,
          totpPendingSecret: null,
          totpLastStep: lastStep,
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Records a used code's time step, only if it is later than the last one: false means the
     * code (or an earlier one) was already used, so a code seen over a shoulder cannot be replayed.
     */
    async claimTotpStep(id: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('admins')
        .set({ totpLastStep: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
