import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#server/platform/db/schema.js';
import { newId, nowIso, toFlag } from '#server/platform/db/ids.js';
import type { ServiceOccurrencesTable, ServicesTable } from './schema.js';

export type ServiceRow = Selectable<ServicesTable>;
export type OccurrenceRow = Selectable<ServiceOccurrencesTable>;
export type NewService = Omit<ServiceRow, 'id' | 'createdAt' | 'updatedAt'>;

/** What an occurrence's own row may change; the rest stays as it was. */
export type OccurrenceChange = Partial<
  Pick<OccurrenceRow, 'startsAt' | 'title' | 'durationMinutes' | 'endedAt'> & {
    cancelled: boolean;
  }
>;

/** All SQL of services and their occurrences. */
export function createServicesRepository(db: Kysely<Database>) {
  const occurrence = (serviceId: string, scheduledStartsAt: string) =>
    db
      .selectFrom('serviceOccurrences')
      .selectAll()
      .where('serviceId', '=', serviceId)
      .where('scheduledStartsAt', '=', scheduledStartsAt)
      .executeTakeFirst();

  /** The occurrence's own row, made empty the first time something of its own is kept. */
  async function ensureOccurrence(serviceId: string, scheduledStartsAt: string) {
    const now = nowIso();
    await db
      .insertInto('serviceOccurrences')
      .values({ id: newId(), serviceId, scheduledStartsAt, createdAt: now, updatedAt: now })
      .onConflict((conflict) => conflict.columns(['serviceId', 'scheduledStartsAt']).doNothing())
      .execute();
  }

  return {
    list: (): Promise<ServiceRow[]> =>
      db.selectFrom('services').selectAll().orderBy('startsAt').orderBy('id').execute(),

    find: (id: string) =>
      db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst(),

    async create(input: NewService): Promise<ServiceRow> {
      const now = nowIso();
      const row: ServiceRow = { ...input, id: newId(), createdAt: now, updatedAt: now };
      await db.insertInto('services').values(row).execute();
      return row;
    },

    async update(id: string, input: NewService): Promise<ServiceRow | undefined> {
      await db
        .updateTable('services')
        .set({ ...input, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The service as it was; its occurrences' rows go with it, their rooms stay as streams. */
    async delete(id: string): Promise<ServiceRow | undefined> {
      const row = await db
        .selectFrom('services')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      await db.deleteFrom('serviceOccurrences').where('serviceId', '=', id).execute();
      await db.deleteFrom('services').where('id', '=', id).execute();
      return row;
    },

    /** Own rows of these services whose start, scheduled or moved, may fall in the range. */
    occurrencesOf(serviceIds: string[], from: string, to: string): Promise<OccurrenceRow[]> {
      if (serviceIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('serviceOccurrences')
        .selectAll()
        .where('serviceId', 'in', serviceIds)
        .where((eb) =>
          eb.or([
            eb.and([eb('scheduledStartsAt', '>=', from), eb('scheduledStartsAt', '<', to)]),
            eb.and([eb('startsAt', '>=', from), eb('startsAt', '<', to)]),
          ]),
        )
        .execute();
    },

    occurrence,

    /** Every occurrence of these services that has something of its own. */
    ownOf(serviceIds: string[]): Promise<OccurrenceRow[]> {
      if (serviceIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('serviceOccurrences')
        .selectAll()
        .where('serviceId', 'in', serviceIds)
        .orderBy('scheduledStartsAt')
        .execute();
    },

    /** The rooms of a service's occurrences scheduled before this one. */
    async roomsBefore(serviceId: string, scheduledStartsAt: string): Promise<string[]> {
      const rows = await db
        .selectFrom('serviceOccurrences')
        .select('streamId')
        .where('serviceId', '=', serviceId)
        .where('scheduledStartsAt', '<', scheduledStartsAt)
        .where('streamId', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.streamId ? [row.streamId] : []));
    },

    async changeOccurrence(serviceId: string, scheduledStartsAt: string, change: OccurrenceChange) {
      await ensureOccurrence(serviceId, scheduledStartsAt);
      const { cancelled, ...rest } = change;
      await db
        .updateTable('serviceOccurrences')
        .set({
          ...rest,
          ...(cancelled === undefined ? {} : { cancelled: toFlag(cancelled) }),
          updatedAt: nowIso(),
        })
        .where('serviceId', '=', serviceId)
        .where('scheduledStartsAt', '=', scheduledStartsAt)
        .execute();
      return occurrence(serviceId, scheduledStartsAt);
    },

    /**
     * Gives the occurrence its room unless it has one: true when this call did, so two
     * instances opening the same occurrence make one room between them.
     */
    async claimRoom(serviceId: string, scheduledStartsAt: string, streamId: string) {
      await ensureOccurrence(serviceId, scheduledStartsAt);
      const result = await db
        .updateTable('serviceOccurrences')
        .set({ streamId, updatedAt: nowIso() })
        .where('serviceId', '=', serviceId)
        .where('scheduledStartsAt', '=', scheduledStartsAt)
        .where('streamId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks a moment once (went live, ended): true for the one call that marked it. */
    async claimMoment(
      serviceId: string,
      scheduledStartsAt: string,
      moment: 'wentLiveAt' | 'endedAt',
      at: string,
    ) {
      const result = await db
        .updateTable('serviceOccurrences')
        .set({ [moment]: at, updatedAt: nowIso() })
        .where('serviceId', '=', serviceId)
        .where('scheduledStartsAt', '=', scheduledStartsAt)
        .where(moment, 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
