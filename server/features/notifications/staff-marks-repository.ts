import type { Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema.js';

export type StaffNotificationKind = 'new-members' | 'moderation';

export interface StaffMark {
  lastSentAt: string | null;
  coveredUntil: string;
}

/** When each kind of staff email was last sent and what it covered (one row per kind). */
export function createStaffMarksRepository(db: Kysely<Database>) {
  return {
    /** Starts a kind at `now`: what came before the feature existed is never mailed. */
    async ensure(kind: StaffNotificationKind, now: Date): Promise<void> {
      await db
        .insertInto('staffNotificationMarks')
        .values({ kind, lastSentAt: null, coveredUntil: now.toISOString() })
        .onConflict((conflict) => conflict.column('kind').doNothing())
        .execute();
    },

    async find(kind: StaffNotificationKind): Promise<StaffMark | undefined> {
      return db
        .selectFrom('staffNotificationMarks')
        .select(['lastSentAt', 'coveredUntil'])
        .where('kind', '=', kind)
        .executeTakeFirst();
    },

    /**
     * Moves the mark from what was read to the new one, only if nobody moved it meanwhile: of
     * two instances (or two checks) that read the same mark, one sends.
     */
    async advance(
      kind: StaffNotificationKind,
      from: StaffMark,
      to: { lastSentAt: string; coveredUntil: string },
    ): Promise<boolean> {
      let update = db
        .updateTable('staffNotificationMarks')
        .set(to)
        .where('kind', '=', kind)
        .where('coveredUntil', '=', from.coveredUntil);
      update =
        from.lastSentAt === null
          ? update.where('lastSentAt', 'is', null)
          : update.where('lastSentAt', '=', from.lastSentAt);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type StaffMarksRepository = ReturnType<typeof createStaffMarksRepository>;
