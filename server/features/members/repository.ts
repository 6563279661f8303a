import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_AUDIENCE_SIZE } from '#shared/constants.js';
import { pageOffset } from '#shared/schemas/admin-list.js';
import type { AdminMembersQuery } from '#shared/schemas/admin-members.js';
import { isUniqueViolation } from '#server/platform/db/errors.js';
import { newId, nowIso, toFlag } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { MembersTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';

export type MemberRow = Selectable<MembersTable>;

export interface NewMember {
  name: string;
  email: string;
  phone: string;
  location: string;
  passwordHash: string;
  audienceSize?: string;
  expectations?: string;
  isBlocked?: boolean;
}

export interface MemberChanges {
  name: string;
  email: string;
  phone?: string | undefined;
  location?: string | undefined;
  isBlocked?: boolean | undefined;
}

/** Emails are kept lower-case, so one address is one member however it is typed. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createMembersRepository(db: Kysely<Database>) {
  return {
    /** Members who registered after `since` (ISO), oldest first, at most `limit`. */
    joinedAfter(since: string, limit: number) {
      return db
        .selectFrom('members')
        .select(['name', 'email', 'location', 'createdAt'])
        .where('createdAt', '>', since)
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
    },

    /** How many registered after `since`, and when the newest did. */
    async countJoinedAfter(since: string): Promise<{ total: number; newestAt: string | null }> {
      const row = await db
        .selectFrom('members')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('total'),
          eb.fn.max('createdAt').as('newestAt'),
        ])
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), newestAt: row.newestAt ?? null };
    },

    findById(id: string): Promise<MemberRow | undefined> {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
    },

    /** The new member, or undefined when the email is already taken (even by a concurrent sign-up). */
    async create(input: NewMember): Promise<MemberRow | undefined> {
      const now = nowIso();
      const row: MemberRow = {
        id: newId(),
        name: input.name,
        email: normalizeEmail(input.email),
        phone: input.phone,
        location: input.location,
        passwordHash: input.passwordHash,
        audienceSize: input.audienceSize ?? DEFAULT_AUDIENCE_SIZE,
        expectations: input.expectations ?? '',
        isBlocked: toFlag(input.isBlocked ?? false),
        tokenVersion: 0,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await db.insertInto('members').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
      return row;
    },

    /** A new password (a reset link was used): the changed member. */
    setPasswordHash(id: string, passwordHash: string): Promise<MemberRow | undefined> {
      return db
        .updateTable('members')
        .set({ passwordHash, updatedAt: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** The admin list: search in name, email, phone and location; status filter; newest first. */
    async listForAdmin(query: AdminMembersQuery): Promise<{ rows: MemberRow[]; total: number }> {
      let base = db.selectFrom('members');
      if (query.search) {
        const search = query.search;
        base = base.where((eb) =>
          anyColumnContains(eb, ['name', 'email', 'phone', 'location'], search),
        );
      }
      if (query.status === 'active') base = base.where('isBlocked', '=', 0);
      if (query.status === 'blocked') base = base.where('isBlocked', '=', 1);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(pageOffset(query))
          .execute(),
        base
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /**
     * The changed member; undefined when there is no such member; 'email-taken' when another
     * member has the address (also when a concurrent change took it first).
     */
    async update(
      id: string,
      changes: MemberChanges,
    ): Promise<MemberRow | undefined | 'email-taken'> {
      const { isBlocked, ...fields } = changes;
      try {
        return await db
          .updateTable('members')
          .set({
            ...fields,
            email: normalizeEmail(fields.email),
            ...(isBlocked === undefined ? {} : { isBlocked: toFlag(isBlocked) }),
            updatedAt: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      } catch (error) {
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
    },

    /** A member's own changes to their profile: the changed member. */
    updateProfile(
      id: string,
      changes: { name?: string; phone?: string; location?: string },
    ): Promise<MemberRow | undefined> {
      return db
        .updateTable('members')
        .set({ ...changes, updatedAt: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** A confirmed new address: the changed member, or 'email-taken' when another has it. */
    async setEmail(id: string, email: string): Promise<MemberRow | undefined | 'email-taken'> {
      try {
        return await db
          .updateTable('members')
          .set({ email: normalizeEmail(email), updatedAt: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      } catch (error) {
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
    },

    /** Ends every token of the member: the member with the raised version. */
    raiseTokenVersion(id: string): Promise<MemberRow | undefined> {
      return db
        .updateTable('members')
        .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1), updatedAt: nowIso() }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * The member deleted at their own request, their posts kept as a guest's: no longer linked
     * to them, under `guestName` (their first name) and without their address.
     */
    deleteKeepingPostsAsGuest(id: string, guestName: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const guest = { memberId: null, userName: guestName, userEmail: '' };
        await trx.updateTable('comments').set(guest).where('memberId', '=', id).execute();
        await trx.updateTable('chatMessages').set(guest).where('memberId', '=', id).execute();
        await trx.updateTable('streamReactions').set(guest).where('memberId', '=', id).execute();
        await trx
          .updateTable('prayerRequests')
          .set({ memberId: null, name: guestName, email: '', notifyWhenAnswered: 0 })
          .where('memberId', '=', id)
          .execute();
        const chats = trx.selectFrom('quickChats').select('id').where('userId', '=', id);
        await trx
          .updateTable('quickChatMessages')
          .set({ senderName: guestName, senderEmail: '' })
          .where('chatId', 'in', chats)
          .where('senderIsAdmin', '=', 0)
          .execute();
        await trx
          .updateTable('quickChats')
          .set({ userId: null, visitorName: guestName, visitorEmail: '' })
          .where('userId', '=', id)
          .execute();
        const result = await trx.deleteFrom('members').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** The member with the new flag, or undefined when there is no such member. */
    setBlockedFlag(id: string, blocked: boolean): Promise<MemberRow | undefined> {
      return db
        .updateTable('members')
        .set({ isBlocked: toFlag(blocked), updatedAt: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Deletes a member. What they wrote stays, under the name and email it was posted with, but
     * no longer points at the member. False when there was no such member.
     */
    delete(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('comments')
          .set({ memberId: null })
          .where('memberId', '=', id)
          .execute();
        await trx
          .updateTable('chatMessages')
          .set({ memberId: null })
          .where('memberId', '=', id)
          .execute();
        await trx
          .updateTable('streamReactions')
          .set({ memberId: null })
          .where('memberId', '=', id)
          .execute();
        const result = await trx.deleteFrom('members').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async setBlocked(id: string, blocked: boolean): Promise<void> {
      await db
        .updateTable('members')
        .set({ isBlocked: toFlag(blocked), updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
