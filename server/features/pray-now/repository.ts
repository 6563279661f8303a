import type { Kysely, Selectable } from 'kysely';
import { newSecretId } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { PrayNowRequestsTable } from './schema.js';

export type PrayNowRow = Selectable<PrayNowRequestsTable>;

export interface NewPrayNow {
  name: string;
  email: string;
  memberId: string | null;
  request: string;
  streamId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Waiting requests a list answers at most: more than any team takes at once. */
const WAITING_LIMIT = 100;

export function createPrayNowRepository(db: Kysely<Database>) {
  return {
    async create(input: NewPrayNow): Promise<PrayNowRow> {
      const row: PrayNowRow = {
        id: newSecretId(),
        state: 'waiting',
        name: input.name,
        email: input.email,
        memberId: input.memberId,
        request: input.request,
        streamId: input.streamId,
        chatId: null,
        staffId: null,
        staffName: null,
        prayerRequestId: null,
        createdAt: input.createdAt.toISOString(),
        expiresAt: input.expiresAt.toISOString(),
        decidedAt: null,
      };
      await db.insertInto('prayNowRequests').values(row).execute();
      return row;
    },

    findById(id: string): Promise<PrayNowRow | undefined> {
      return db.selectFrom('prayNowRequests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Still waiting and still in time, oldest first. */
    listWaiting(now: Date): Promise<PrayNowRow[]> {
      return db
        .selectFrom('prayNowRequests')
        .selectAll()
        .where('state', '=', 'waiting')
        .where('expiresAt', '>', now.toISOString())
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .limit(WAITING_LIMIT)
        .execute();
    },

    /** Waiting ones whose time ran out. */
    listExpired(now: Date): Promise<PrayNowRow[]> {
      return db
        .selectFrom('prayNowRequests')
        .selectAll()
        .where('state', '=', 'waiting')
        .where('expiresAt', '<=', now.toISOString())
        .orderBy('expiresAt', 'asc')
        .limit(WAITING_LIMIT)
        .execute();
    },

    /**
     * Takes a waiting request for one staff member: a conditional update, so of two accepting at
     * once exactly one wins. False when it was no longer waiting or its time ran out.
     */
    async claimForStaff(id: string, staff: { id: string; name: string }, now: Date) {
      const result = await db
        .updateTable('prayNowRequests')
        .set({
          state: 'accepted',
          staffId: staff.id,
          staffName: staff.name,
          decidedAt: now.toISOString(),
        })
        .where('id', '=', id)
        .where('state', '=', 'waiting')
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes a request whose time ran out for the queue: once, whichever instance asks first. */
    async claimForQueue(id: string, now: Date) {
      const result = await db
        .updateTable('prayNowRequests')
        .set({ state: 'queued', decidedAt: now.toISOString() })
        .where('id', '=', id)
        .where('state', '=', 'waiting')
        .where('expiresAt', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Erases requests decided before `before`: their words live on in the chat or the queue. */
    async purgeDecided(before: Date): Promise<number> {
      const result = await db
        .deleteFrom('prayNowRequests')
        .where('state', '!=', 'waiting')
        .where('decidedAt', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async setChat(id: string, chatId: string) {
      await db.updateTable('prayNowRequests').set({ chatId }).where('id', '=', id).execute();
    },

    async setPrayerRequest(id: string, prayerRequestId: string) {
      await db
        .updateTable('prayNowRequests')
        .set({ prayerRequestId })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type PrayNowRepository = ReturnType<typeof createPrayNowRepository>;
