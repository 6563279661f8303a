import type { Kysely, Selectable } from 'kysely';
import type { AdminPrayerRequestsQuery, PrayerSource } from '#shared/schemas/prayer-requests.js';
import { newId, nowIso, toFlag } from '#server/platform/db/ids.js';
import { newestFirstPage } from '#server/platform/db/paging.js';
import type { Database } from '#server/platform/db/schema.js';
import type { PrayerRequestNotesTable, PrayerRequestsTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type PrayerRequestRow = Selectable<PrayerRequestsTable>;
export type PrayerNoteRow = Selectable<PrayerRequestNotesTable>;

export interface NewPrayerRequest {
  source: PrayerSource;
  streamId?: string | null;
  chatMessageId?: string | null;
  contactId?: string | null;
  memberId: string | null;
  name: string;
  email: string;
  request: string;
  isPrivate: boolean;
  isAnonymous: boolean;
  isApproved: boolean;
  state: 'visible' | 'held' | 'shadow';
  addressKey?: string | null;
  deviceKey?: string | null;
  notifyWhenAnswered?: boolean;
  /** Now unless given (tests). */
  createdAt?: string;
}

/** A list filter as the service resolved it (`me` turned into an id). */
export type PrayerListFilter = Omit<AdminPrayerRequestsQuery, 'assignedTo'> & {
  assignedTo?: string | null;
};

export interface PrayerChanges {
  status?: string;
  isApproved?: boolean;
  isUrgent?: boolean;
  assignedTo?: string | null;
  praiseReport?: string;
}

/** Which requests the public wall shows: approved, not private, not closed, recent enough. */
export interface WallWindow {
  since: string;
}

export function createPrayerRequestsRepository(db: Kysely<Database>) {
  const findById = (id: string) =>
    db.selectFrom('prayerRequests').selectAll().where('id', '=', id).executeTakeFirst();

  const onWall = (since: string) =>
    db
      .selectFrom('prayerRequests')
      .where('isApproved', '=', 1)
      .where('isPrivate', '=', 0)
      .where('status', '!=', 'closed')
      .where('createdAt', '>=', since);

  return {
    findById,

    async create(input: NewPrayerRequest): Promise<PrayerRequestRow> {
      const createdAt = input.createdAt ?? nowIso();
      const row: PrayerRequestRow = {
        id: newId(new Date(createdAt)),
        source: input.source,
        streamId: input.streamId ?? null,
        chatMessageId: input.chatMessageId ?? null,
        contactId: input.contactId ?? null,
        memberId: input.memberId,
        name: input.name,
        email: input.email,
        request: input.request,
        isPrivate: toFlag(input.isPrivate),
        isAnonymous: toFlag(input.isAnonymous),
        status: 'new',
        isApproved: toFlag(input.isApproved && !input.isPrivate),
        isUrgent: 0,
        state: input.state,
        addressKey: input.addressKey ?? null,
        deviceKey: input.deviceKey ?? null,
        assignedTo: null,
        praiseReport: '',
        prayedCount: 0,
        createdAt,
        updatedAt: createdAt,
        closedAt: null,
        notifyWhenAnswered: toFlag(input.notifyWhenAnswered ?? false),
        answeredEmailedAt: null,
      };
      await db.insertInto('prayerRequests').values(row).execute();
      return row;
    },

    /** The team's queue: filtered and searched in SQL, newest first. */
    list(query: PrayerListFilter) {
      let filtered = db.selectFrom('prayerRequests');
      if (query.status) filtered = filtered.where('status', '=', query.status);
      if (query.assignedTo === null) filtered = filtered.where('assignedTo', 'is', null);
      else if (query.assignedTo) filtered = filtered.where('assignedTo', '=', query.assignedTo);
      if (query.urgent !== undefined)
        filtered = filtered.where('isUrgent', '=', toFlag(query.urgent));
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) =>
          anyColumnContains(eb, ['name', 'email', 'request', 'praiseReport'], search),
        );
      }
      return newestFirstPage(filtered, query);
    },

    /** Every request matching the filter, newest first, for the CSV export. */
    listAll(query: Omit<PrayerListFilter, 'page' | 'limit'>, max: number) {
      let filtered = db.selectFrom('prayerRequests').selectAll();
      if (query.status) filtered = filtered.where('status', '=', query.status);
      if (query.assignedTo === null) filtered = filtered.where('assignedTo', 'is', null);
      else if (query.assignedTo) filtered = filtered.where('assignedTo', '=', query.assignedTo);
      if (query.urgent !== undefined)
        filtered = filtered.where('isUrgent', '=', toFlag(query.urgent));
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) =>
          anyColumnContains(eb, ['name', 'email', 'request', 'praiseReport'], search),
        );
      }
      return filtered.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(max).execute();
    },

    /** The notes of these requests, oldest first. */
    async notesOf(ids: readonly string[]): Promise<Map<string, PrayerNoteRow[]>> {
      const byRequest = new Map<string, PrayerNoteRow[]>();
      if (ids.length === 0) return byRequest;
      const rows = await db
        .selectFrom('prayerRequestNotes')
        .selectAll()
        .where('prayerRequestId', 'in', [...ids])
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .execute();
      for (const row of rows) {
        const list = byRequest.get(row.prayerRequestId) ?? [];
        list.push(row);
        byRequest.set(row.prayerRequestId, list);
      }
      return byRequest;
    },

    /** Staff display names by id, for who a request is assigned to. */
    async staffNames(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .selectFrom('admins')
        .select(['id', 'displayName', 'username'])
        .where('id', 'in', unique)
        .execute();
      return new Map(rows.map((row) => [row.id, row.displayName || row.username]));
    },

    /** Stream titles by id, for where a live-page request was sent. */
    async streamTitles(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .selectFrom('streams')
        .select(['id', 'title'])
        .where('id', 'in', unique)
        .execute();
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** Every staff member, who a request can be assigned to. */
    team() {
      return db
        .selectFrom('admins')
        .select(['id', 'displayName', 'username', 'role'])
        .orderBy('displayName', 'asc')
        .execute();
    },

    async update(id: string, changes: PrayerChanges, now: string) {
      const set: Partial<PrayerRequestRow> = { updatedAt: now };
      if (changes.status !== undefined) {
        set.status = changes.status;
        set.closedAt = changes.status === 'closed' ? now : null;
      }
      if (changes.isApproved !== undefined) set.isApproved = toFlag(changes.isApproved);
      if (changes.isUrgent !== undefined) set.isUrgent = toFlag(changes.isUrgent);
      if (changes.assignedTo !== undefined) set.assignedTo = changes.assignedTo;
      if (changes.praiseReport !== undefined) set.praiseReport = changes.praiseReport;
      const result = await db
        .updateTable('prayerRequests')
        .set(set)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findById(id);
    },

    async addNote(input: Omit<PrayerNoteRow, 'id' | 'createdAt'>, now: string) {
      await db
        .insertInto('prayerRequestNotes')
        .values({ id: newId(new Date(now)), ...input, createdAt: now })
        .execute();
    },

    /** A page of the public wall, newest first. */
    async wall(window: WallWindow, page: number, limit: number) {
      const [rows, count] = await Promise.all([
        onWall(window.since)
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        onWall(window.since)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** Whether the wall shows this request now. */
    async isOnWall(id: string, window: WallWindow): Promise<boolean> {
      const row = await onWall(window.since).select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Counts one visitor's prayer once: the insert does nothing for a visitor already counted,
     * and only a new row raises the count. Answers the count after.
     */
    async prayed(id: string, visitorKey: string, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('prayerRequestPrayers')
          .values({ prayerRequestId: id, visitorKey, createdAt: now })
          .onConflict((conflict) => conflict.columns(['prayerRequestId', 'visitorKey']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          await trx
            .updateTable('prayerRequests')
            .set((eb) => ({ prayedCount: eb('prayedCount', '+', 1) }))
            .where('id', '=', id)
            .execute();
        }
        const row = await trx
          .selectFrom('prayerRequests')
          .select('prayedCount')
          .where('id', '=', id)
          .executeTakeFirst();
        return row?.prayedCount ?? 0;
      });
    },

    /** A member's own requests (sent signed in), newest first. */
    ofMember(memberId: string, limit: number) {
      return db
        .selectFrom('prayerRequests')
        .selectAll()
        .where('memberId', '=', memberId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A member's requests with their links elsewhere, to erase them with the account. */
    linksOfMember(memberId: string) {
      return db
        .selectFrom('prayerRequests')
        .select(['id', 'chatMessageId', 'contactId'])
        .where('memberId', '=', memberId)
        .execute();
    },

    /**
     * Claims the "answered" email of a request that asked for one, once: true for the one
     * caller that marked it (of two status changes at once, only one sends).
     */
    async claimAnsweredEmail(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('prayerRequests')
        .set({ answeredEmailedAt: now })
        .where('id', '=', id)
        .where('notifyWhenAnswered', '=', 1)
        .where('answeredEmailedAt', 'is', null)
        .where('email', '!=', '')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The requests sent from one address (any letter case), with their links elsewhere. */
    byEmail(email: string) {
      return db
        .selectFrom('prayerRequests')
        .select(['id', 'chatMessageId', 'contactId'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .execute();
    },

    /** Deletes requests with their notes and prayers; idempotent. */
    async deleteMany(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('prayerRequestNotes')
          .where('prayerRequestId', 'in', [...ids])
          .execute();
        await trx
          .deleteFrom('prayerRequestPrayers')
          .where('prayerRequestId', 'in', [...ids])
          .execute();
        const result = await trx
          .deleteFrom('prayerRequests')
          .where('id', 'in', [...ids])
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },

    /** Closed requests closed before `before`, at most `limit` of them. */
    closedBefore(before: string, limit: number) {
      return db
        .selectFrom('prayerRequests')
        .select('id')
        .where('status', '=', 'closed')
        .where('closedAt', '<', before)
        .limit(limit)
        .execute();
    },

    /** New and urgent open requests, for the dashboard. */
    async counts() {
      const [fresh, urgent] = await Promise.all([
        db
          .selectFrom('prayerRequests')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('status', '=', 'new')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('prayerRequests')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('isUrgent', '=', 1)
          .where('status', 'in', ['new', 'praying'])
          .executeTakeFirstOrThrow(),
      ]);
      return { newPrayerRequests: Number(fresh.n), urgentPrayerRequests: Number(urgent.n) };
    },
  };
}

export type PrayerRequestsRepository = ReturnType<typeof createPrayerRequestsRepository>;
