import { type Kysely, type Transaction, sql } from 'kysely';
import type { DatabaseKind } from '#server/platform/db/database.js';
import { newId, nowIso } from '#server/platform/db/ids.js';
import type { StaffRole } from '#shared/schemas/auth.js';
import type { AdminRow, Database } from '#server/platform/db/schema.js';

/** Any fixed number: the PostgreSQL advisory lock that staff changes take in turn. */
const STAFF_LOCK_KEY = 17_001;

/** Why a staff change was refused; the service turns it into a clear 400 or 404. */
export type StaffChangeRefusal = 'not-found' | 'last-admin';

export function createAdminsRepository(db: Kysely<Database>, kind: DatabaseKind = 'sqlite') {
  /**
   * Runs a change that must leave at least one admin, one at a time: SQLite runs one write
   * transaction at a time anyway; on PostgreSQL a transaction-scoped lock stops two admins
   * demoting each other at the same moment from both passing the check.
   */
  const keepingAnAdmin = <T>(change: (trx: Transaction<Database>) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      if (kind === 'postgres')
        await sql`select pg_advisory_xact_lock(${STAFF_LOCK_KEY})`.execute(trx);
      return change(trx);
    });

  const otherAdmins = async (trx: Transaction<Database>, id: string) => {
    const row = await trx
      .selectFrom('admins')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('role', '=', 'admin')
      // An invited admin who has not chosen a password yet cannot stand in for the last one.
      .where('invitedAt', 'is', null)
      .where('id', '<>', id)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  };

  return {
    /** Every staff account, oldest first (a church has a handful). */
    list(): Promise<AdminRow[]> {
      return db.selectFrom('admins').selectAll().orderBy('createdAt').orderBy('id').execute();
    },

    /**
     * Changes a staff account. A demotion that would leave no admin is refused; a new password
     * hash ends every session of the account in the same transaction.
     */
    update(
      id: string,
      changes: {
        username: string;
        displayName: string;
        role: StaffRole;
        passwordHash?: string;
      } & Partial<StaffNotificationChoices>,
    ): Promise<AdminRow | StaffChangeRefusal> {
      return keepingAnAdmin(async (trx) => {
        const current = await trx
          .selectFrom('admins')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return 'not-found';
        if (
          current.role === 'admin' &&
          changes.role !== 'admin' &&
          (await otherAdmins(trx, id)) === 0
        ) {
          return 'last-admin';
        }
        const updatedAt = nowIso();
        await trx
          .updateTable('admins')
          .set({ ...changes, updatedAt })
          .where('id', '=', id)
          .execute();
        if (changes.passwordHash) {
          await trx.deleteFrom('adminSessions').where('adminId', '=', id).execute();
        }
        return { ...current, ...changes, updatedAt };
      });
    },

    /** Deletes a staff account and (by cascade) its sessions, unless it is the last admin. */
    delete(id: string): Promise<AdminRow | StaffChangeRefusal> {
      return keepingAnAdmin(async (trx) => {
        const current = await trx
          .selectFrom('admins')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return 'not-found';
        if (current.role === 'admin' && (await otherAdmins(trx, id)) === 0) return 'last-admin';
        await trx.deleteFrom('adminSessions').where('adminId', '=', id).execute();
        await trx.deleteFrom('admins').where('id', '=', id).execute();
        return current;
      });
    },

    /** How many accounts have the admin role. */
    async countAdmins(): Promise<number> {
      const row = await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where('role', '=', 'admin')
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

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

    async create(
      input: {
        username: string;
        displayName: string;
        role: StaffRole;
        passwordHash: string;
        /** An invite: the account waits until its link is used. */
        invitedAt?: string;
      } & Partial<StaffNotificationChoices>,
    ): Promise<AdminRow> {
      const now = nowIso();
      const row: AdminRow = {
        id: newId(),
        username: input.username,
        displayName: input.displayName,
        role: input.role,
        email: input.email ?? null,
        notifyNewMembers: input.notifyNewMembers ?? 0,
        notifyModeration: input.notifyModeration ?? 0,
        passwordHash: input.passwordHash,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        invitedAt: input.invitedAt ?? null,
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('admins').values(row).execute();
      return row;
    },

    /** One account's own notification email and choices (My Account). */
    async setNotificationChoices(
      id: string,
      choices: StaffNotificationChoices,
    ): Promise<AdminRow | undefined> {
      return db
        .updateTable('admins')
        .set({ ...choices, updatedAt: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Staff with an address who opted in to a kind of email; new members go to admins only. */
    notificationRecipients(kind: 'new-members' | 'moderation') {
      let query = db
        .selectFrom('admins')
        .select(['email', 'displayName'])
        .where('email', 'is not', null)
        .where('email', '!=', '');
      query =
        kind === 'new-members'
          ? query.where('notifyNewMembers', '=', 1).where('role', '=', 'admin')
          : query.where('notifyModeration', '=', 1);
      return query.orderBy('createdAt').execute();
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

/** As stored: flags as 0/1. */
export interface StaffNotificationChoices {
  email: string | null;
  notifyNewMembers: number;
  notifyModeration: number;
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
