import type { Kysely, Selectable } from 'kysely';
import { newId, toFlag } from '#server/platform/db/ids.js';
import { isUniqueViolation } from '#server/platform/db/errors.js';
import type { Database } from '#server/platform/db/schema.js';
import type { DatabaseKind } from '#server/platform/db/database.js';
import type { MomentAnswersTable, MomentsTable } from './schema.js';

export type MomentRow = Selectable<MomentsTable>;
export type MomentAnswerRow = Selectable<MomentAnswersTable>;

export type NewMoment = Omit<MomentRow, 'id' | 'closed' | 'closedAt' | 'responses' | 'createdAt'>;

/** The keys one person may be known by; `identity` is the one they count under. */
export interface AnswerKeys {
  identity: string;
  memberId: string | null;
  emailKey: string | null;
  visitorKey: string | null;
  deviceKey: string | null;
}

export interface AnswerContact {
  name: string;
  email: string;
  phone: string;
  note: string;
}

export type AnswerOutcome =
  | { counted: true; answer: MomentAnswerRow; moment: MomentRow }
  | { counted: false; moment: MomentRow };

export function createMomentsRepository(db: Kysely<Database>, kind: DatabaseKind = 'sqlite') {
  const find = (id: string) =>
    db.selectFrom('moments').selectAll().where('id', '=', id).executeTakeFirst();

  /** A previous answer of the same person: any of the keys they came with. */
  const previousAnswer = (momentId: string, keys: AnswerKeys) =>
    db
      .selectFrom('momentAnswers')
      .selectAll()
      .where('momentId', '=', momentId)
      .where((eb) =>
        eb.or([
          eb('identityKey', '=', keys.identity),
          ...(keys.memberId ? [eb('memberId', '=', keys.memberId)] : []),
          ...(keys.emailKey ? [eb('emailKey', '=', keys.emailKey)] : []),
          ...(keys.visitorKey ? [eb('visitorKey', '=', keys.visitorKey)] : []),
          ...(keys.deviceKey ? [eb('deviceKey', '=', keys.deviceKey)] : []),
        ]),
      )
      .orderBy('createdAt')
      .executeTakeFirst();

  /**
   * A repeat keeps its count; contact details given now fill in or replace the earlier ones, and
   * the keys they came with now find them next time too.
   */
  async function updateRepeat(
    previous: MomentAnswerRow,
    keys: AnswerKeys,
    contact: AnswerContact,
    at: string,
  ) {
    const changed: Partial<MomentAnswerRow> = Object.fromEntries(
      Object.entries(contact).filter(([, value]) => value !== ''),
    );
    for (const key of ['memberId', 'emailKey', 'visitorKey', 'deviceKey'] as const) {
      if (previous[key] === null && keys[key] !== null) changed[key] = keys[key];
    }
    if (Object.keys(changed).length === 0) return;
    await db
      .updateTable('momentAnswers')
      .set({ ...changed, updatedAt: at })
      .where('id', '=', previous.id)
      .execute();
  }

  /**
   * The answer stored and the moment's count grown together. On PostgreSQL in one statement: the
   * moment's row is locked only while it runs and commits, never across a round trip to a busy
   * app (thousands answering at once queue on that one row). SQLite writes one at a time anyway.
   */
  const storeAndCount = (row: MomentAnswerRow): Promise<MomentRow> =>
    kind === 'postgres'
      ? db
          .with('answer', (qb) => qb.insertInto('momentAnswers').values(row).returning('momentId'))
          .updateTable('moments')
          .set((eb) => ({ responses: eb('responses', '+', 1) }))
          .where('id', 'in', (eb) => eb.selectFrom('answer').select('momentId'))
          .returningAll()
          .executeTakeFirstOrThrow()
      : db.transaction().execute(async (trx) => {
          await trx.insertInto('momentAnswers').values(row).execute();
          return trx
            .updateTable('moments')
            .set((eb) => ({ responses: eb('responses', '+', 1) }))
            .where('id', '=', row.momentId)
            .returningAll()
            .executeTakeFirstOrThrow();
        });

  return {
    find,

    async create(moment: NewMoment, at: string): Promise<MomentRow> {
      const row: MomentRow = {
        id: newId(new Date(at)),
        ...moment,
        closed: 0,
        closedAt: null,
        responses: 0,
        createdAt: at,
      };
      await db.insertInto('moments').values(row).execute();
      return row;
    },

    /** The stream's moments, the newest first. */
    listForStream(streamId: string): Promise<MomentRow[]> {
      return db
        .selectFrom('moments')
        .selectAll()
        .where('streamId', '=', streamId)
        .orderBy('opensAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The stream's moments still open at `at`, the newest first. */
    openForStream(streamId: string, at: string): Promise<MomentRow[]> {
      return db
        .selectFrom('moments')
        .selectAll()
        .where('streamId', '=', streamId)
        .where('closed', '=', 0)
        .where('closesAt', '>', at)
        .orderBy('opensAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Every moment not yet marked closed on the stream (those past their time included). */
    unclosedForStream(streamId: string): Promise<MomentRow[]> {
      return db
        .selectFrom('moments')
        .selectAll()
        .where('streamId', '=', streamId)
        .where('closed', '=', 0)
        .execute();
    },

    /** Moments whose time has passed and that nobody has marked closed yet. */
    expired(at: string, limit = 100): Promise<MomentRow[]> {
      return db
        .selectFrom('moments')
        .selectAll()
        .where('closed', '=', 0)
        .where('closesAt', '<=', at)
        .orderBy('closesAt')
        .limit(limit)
        .execute();
    },

    /** Marks it closed once: the row after it for the one call that closed it, else undefined. */
    async claimClose(id: string, at: string): Promise<MomentRow | undefined> {
      const result = await db
        .updateTable('moments')
        .set({ closed: toFlag(true), closedAt: at })
        .where('id', '=', id)
        .where('closed', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return find(id);
    },

    /**
     * Counts the person's answer once: a first answer is stored and the count grows in one
     * transaction; a repeat (found by any of their keys, or refused by the unique index when two
     * taps race) only updates the contact details.
     */
    async answer(
      momentId: string,
      keys: AnswerKeys,
      contact: AnswerContact,
      at: string,
    ): Promise<AnswerOutcome | undefined> {
      const previous = await previousAnswer(momentId, keys);
      if (!previous) {
        const row: MomentAnswerRow = {
          id: newId(new Date(at)),
          momentId,
          identityKey: keys.identity,
          memberId: keys.memberId,
          emailKey: keys.emailKey,
          visitorKey: keys.visitorKey,
          deviceKey: keys.deviceKey,
          ...contact,
          createdAt: at,
          updatedAt: at,
        };
        try {
          const moment = await storeAndCount(row);
          return { counted: true, answer: row, moment };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      const repeat = previous ?? (await previousAnswer(momentId, keys));
      if (repeat) await updateRepeat(repeat, keys, contact, at);
      const moment = await find(momentId);
      return moment ? { counted: false, moment } : undefined;
    },

    /**
     * Blanks the contact details of every answer given with this email (any case) and the key
     * it was known by; the answers still count. Answers how many were blanked.
     */
    async eraseContacts(email: string, emailKey: string, at: string): Promise<number> {
      const result = await db
        .updateTable('momentAnswers')
        .set({ name: '', email: '', phone: '', note: '', emailKey: null, updatedAt: at })
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
            eb('emailKey', '=', emailKey),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Each moment of these occurrences' rooms with its count, in the order they opened. */
    async countsForRooms(streamIds: string[]): Promise<MomentRow[]> {
      if (streamIds.length === 0) return [];
      return db
        .selectFrom('moments')
        .selectAll()
        .where('streamId', 'in', streamIds)
        .orderBy('opensAt')
        .orderBy('id')
        .execute();
    },

    /** Claims posting a planned moment to an occurrence: true for the one call that claimed it. */
    async claimPlanned(
      serviceId: string,
      occurrenceStartsAt: string,
      planKey: string,
      at: string,
    ): Promise<boolean> {
      try {
        await db
          .insertInto('momentPlanPosts')
          .values({ serviceId, occurrenceStartsAt, planKey, createdAt: at })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** The service occurrence whose room the stream is, if it is one. */
    occurrenceOf(
      streamId: string,
    ): Promise<{ serviceId: string; scheduledStartsAt: string } | undefined> {
      return db
        .selectFrom('serviceOccurrences')
        .select(['serviceId', 'scheduledStartsAt'])
        .where('streamId', '=', streamId)
        .executeTakeFirst();
    },
  };
}

export type MomentsRepository = ReturnType<typeof createMomentsRepository>;
