import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { MomentKind } from '#shared/schemas/moments.js';
import { pageOffset } from '#shared/schemas/admin-list.js';
import { newId, toFlag } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';
import type { FollowUpsTable } from './schema.js';

export type FollowUpRow = Selectable<FollowUpsTable>;

export interface NewFollowUp {
  kind: MomentKind;
  momentId: string;
  momentTitle: string;
  streamId: string;
  streamTitle: string;
  serviceId: string | null;
  memberId: string | null;
  name: string;
  email: string;
  phone: string;
  note: string;
}

/** A list filter as the service resolved it: `me` is an id, `none` is null. */
export interface FollowUpFilter {
  status?: string;
  kind?: string;
  assignedTo?: string | null;
  search?: string;
}

export interface FollowUpChanges {
  status?: string;
  assignedTo?: string | null;
  teamNote?: string;
  isUrgent?: boolean;
}

const OPEN_STATUSES = ['new', 'contacted', 'connected'];

function filtered<Query extends SelectQueryBuilder<Database, 'followUps', object>>(
  query: Query,
  filter: FollowUpFilter,
): Query {
  let result = query;
  if (filter.status) result = result.where('status', '=', filter.status) as Query;
  if (filter.kind) result = result.where('kind', '=', filter.kind) as Query;
  if (filter.assignedTo === null) result = result.where('assignedTo', 'is', null) as Query;
  else if (filter.assignedTo) result = result.where('assignedTo', '=', filter.assignedTo) as Query;
  if (filter.search) {
    const search = filter.search;
    result = result.where((eb) =>
      anyColumnContains(eb, ['name', 'email', 'phone', 'note', 'momentTitle', 'teamNote'], search),
    ) as Query;
  }
  return result;
}

export function createFollowUpsRepository(db: Kysely<Database>) {
  const findById = (id: string) =>
    db.selectFrom('followUps').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    findById,

    async create(input: NewFollowUp, now: Date): Promise<FollowUpRow> {
      const at = now.toISOString();
      const row: FollowUpRow = {
        id: newId(now),
        ...input,
        status: 'new',
        assignedTo: null,
        teamNote: '',
        isUrgent: 0,
        lastEmailedAt: null,
        createdAt: at,
        updatedAt: at,
        closedAt: null,
      };
      await db.insertInto('followUps').values(row).execute();
      return row;
    },

    /** A page of the queue: urgent first, then newest first. */
    async list(filter: FollowUpFilter, page: { page: number; limit: number }) {
      const base = filtered(db.selectFrom('followUps'), filter);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('isUrgent', 'desc')
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(pageOffset(page))
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** Every follow-up matching the filter, in the queue's order, for the CSV export. */
    listAll(filter: FollowUpFilter, max: number) {
      return filtered(db.selectFrom('followUps').selectAll(), filter)
        .orderBy('isUrgent', 'desc')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(max)
        .execute();
    },

    /** Staff display names by id, for who a follow-up is assigned to. */
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

    async update(id: string, changes: FollowUpChanges, now: string) {
      const set: Partial<FollowUpRow> = { updatedAt: now };
      if (changes.status !== undefined) {
        set.status = changes.status;
        set.closedAt = changes.status === 'closed' ? now : null;
      }
      if (changes.assignedTo !== undefined) set.assignedTo = changes.assignedTo;
      if (changes.teamNote !== undefined) set.teamNote = changes.teamNote;
      if (changes.isUrgent !== undefined) set.isUrgent = toFlag(changes.isUrgent);
      const result = await db
        .updateTable('followUps')
        .set(set)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findById(id);
    },

    /** Notes the email; a new follow-up becomes contacted, any other keeps its status. */
    async markEmailed(id: string, now: string) {
      await db
        .updateTable('followUps')
        .set((eb) => ({
          lastEmailedAt: now,
          updatedAt: now,
          status: eb
            .case()
            .when('status', '=', 'new')
            .then('contacted')
            .else(eb.ref('status'))
            .end(),
        }))
        .where('id', '=', id)
        .execute();
      return findById(id);
    },

    /** The follow-ups of one address (any letter case). */
    async byEmail(email: string) {
      const rows = await db
        .selectFrom('followUps')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .execute();
      return rows.map((row) => row.id);
    },

    async deleteMany(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .deleteFrom('followUps')
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Closed follow-ups closed before `before`, at most `limit` of them. */
    closedBefore(before: string, limit: number) {
      return db
        .selectFrom('followUps')
        .select('id')
        .where('status', '=', 'closed')
        .where('closedAt', '<', before)
        .limit(limit)
        .execute();
    },

    /** New ones, open ones given to `staffId`, open urgent ones: the dashboard's figures. */
    async counts(staffId: string) {
      const count = (query: SelectQueryBuilder<Database, 'followUps', object>) =>
        query
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n));
      const open = () => db.selectFrom('followUps').where('status', 'in', OPEN_STATUSES);
      const [fresh, mine, urgent] = await Promise.all([
        count(db.selectFrom('followUps').where('status', '=', 'new')),
        count(open().where('assignedTo', '=', staffId)),
        count(open().where('isUrgent', '=', 1)),
      ]);
      return { newFollowUps: fresh, myFollowUps: mine, urgentFollowUps: urgent };
    },
  };
}

export type FollowUpsRepository = ReturnType<typeof createFollowUpsRepository>;
