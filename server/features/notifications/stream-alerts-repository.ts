import type { Kysely, Selectable } from 'kysely';
import { newId } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { StreamAlertMarksTable } from './schema.js';

export type StreamAlertMark = Selectable<StreamAlertMarksTable>;

export interface ConfirmLink {
  tokenHash: string;
  expiresAt: Date;
}

export function createStreamAlertsRepository(db: Kysely<Database>) {
  return {
    findByEmail(email: string) {
      return db
        .selectFrom('streamAlertSubscriptions')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /**
     * A new confirm link for an address not yet confirmed: a first request adds the row, a later
     * one replaces the earlier link. A confirmed address is left as it is.
     */
    async requestConfirmation(
      email: string,
      link: ConfirmLink,
      unsubscribeToken: string,
      now: Date,
    ): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('streamAlertSubscriptions')
        .values({
          id: newId(),
          email,
          confirmTokenHash: link.tokenHash,
          confirmExpiresAt: link.expiresAt.toISOString(),
          confirmedAt: null,
          unsubscribeToken,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((conflict) =>
          conflict
            .column('email')
            .doUpdateSet({
              confirmTokenHash: link.tokenHash,
              confirmExpiresAt: link.expiresAt.toISOString(),
              updatedAt: at,
            })
            .where('streamAlertSubscriptions.confirmedAt', 'is', null),
        )
        .execute();
    },

    /**
     * An address confirmed at once (a signed-in member switching the emails on for their own
     * address): added, or an unconfirmed one confirmed.
     */
    async subscribeConfirmed(email: string, unsubscribeToken: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('streamAlertSubscriptions')
        .values({
          id: newId(),
          email,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          confirmedAt: at,
          unsubscribeToken,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((conflict) =>
          conflict
            .column('email')
            .doUpdateSet({
              confirmedAt: at,
              confirmTokenHash: null,
              confirmExpiresAt: null,
              updatedAt: at,
            })
            .where('streamAlertSubscriptions.confirmedAt', 'is', null),
        )
        .execute();
    },

    async unsubscribeEmail(email: string): Promise<void> {
      await db.deleteFrom('streamAlertSubscriptions').where('email', '=', email).execute();
    },

    /** Confirms the address of a valid link, in one update (a link works once). */
    async confirm(tokenHash: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('streamAlertSubscriptions')
        .set({
          confirmedAt: now.toISOString(),
          confirmTokenHash: null,
          confirmExpiresAt: null,
          updatedAt: now.toISOString(),
        })
        .where('confirmTokenHash', '=', tokenHash)
        .where('confirmExpiresAt', '>', now.toISOString())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Addresses never confirmed whose link has run out: nothing will ever be sent to them. */
    async purgeUnconfirmed(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('streamAlertSubscriptions')
        .where('confirmedAt', 'is', null)
        .where('confirmExpiresAt', '<', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async unsubscribe(token: string): Promise<void> {
      await db
        .deleteFrom('streamAlertSubscriptions')
        .where('unsubscribeToken', '=', token)
        .execute();
    },

    /** Confirmed subscribers after `afterId`, by id, for sending in pages. */
    confirmedAfter(afterId: string, limit: number) {
      return db
        .selectFrom('streamAlertSubscriptions')
        .select(['id', 'email', 'unsubscribeToken'])
        .where('confirmedAt', 'is not', null)
        .where('id', '>', afterId)
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
    },

    /** How many addresses are confirmed: those a going-live emails. */
    async countConfirmed(): Promise<number> {
      const row = await db
        .selectFrom('streamAlertSubscriptions')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('confirmedAt', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The stream's last going-live decided and last alert sent, if any. */
    findMark(streamId: string) {
      return db
        .selectFrom('streamAlertMarks')
        .selectAll()
        .where('streamId', '=', streamId)
        .executeTakeFirst();
    },

    /**
     * Decides a going-live, compare-and-set: true for the one caller (of any instance) that
     * moved the mark from what it read (`readGoingLiveAt`, null: no mark yet) to `next`.
     */
    async claimMark(
      streamId: string,
      readGoingLiveAt: string | null,
      next: {
        goingLiveAt: string;
        alertedAt: string | null;
        recipients: number;
        skipped: string | null;
      },
    ): Promise<boolean> {
      const row =
        readGoingLiveAt === null
          ? await db
              .insertInto('streamAlertMarks')
              .values({ streamId, ...next })
              .onConflict((conflict) => conflict.column('streamId').doNothing())
              .returning('streamId')
              .executeTakeFirst()
          : await db
              .updateTable('streamAlertMarks')
              .set(next)
              .where('streamId', '=', streamId)
              .where('goingLiveAt', '=', readGoingLiveAt)
              .returning('streamId')
              .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type StreamAlertsRepository = ReturnType<typeof createStreamAlertsRepository>;
