import type { Kysely } from 'kysely';
import { newId } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';

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

    /**
     * Claims one going-live of a stream for sending: true for the one caller (of any instance)
     * whose row went in, false when alerts for it were already claimed.
     */
    async claimGoingLive(streamId: string, wentLiveAt: string, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('streamAlertSends')
        .values({ streamId, wentLiveAt, recipients: 0, createdAt: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['streamId', 'wentLiveAt']).doNothing())
        .returning('streamId')
        .executeTakeFirst();
      return row !== undefined;
    },

    async recordRecipients(streamId: string, wentLiveAt: string, recipients: number) {
      await db
        .updateTable('streamAlertSends')
        .set({ recipients })
        .where('streamId', '=', streamId)
        .where('wentLiveAt', '=', wentLiveAt)
        .execute();
    },
  };
}

export type StreamAlertsRepository = ReturnType<typeof createStreamAlertsRepository>;
