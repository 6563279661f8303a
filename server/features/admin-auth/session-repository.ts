import type { Kysely } from 'kysely';
import type { AdminRow, Database } from '#server/platform/db/schema.js';
import type { AdminSessionRow } from './schema.js';

export function createAdminSessionsRepository(db: Kysely<Database>) {
  return {
    async create(row: AdminSessionRow): Promise<void> {
      await db.insertInto('adminSessions').values(row).execute();
    },

    /** The session and its admin in one query; undefined once either is gone. */
    async findWithAdmin(
      id: string,
    ): Promise<{ session: AdminSessionRow; admin: AdminRow } | undefined> {
      const row = await db
        .selectFrom('adminSessions as s')
        .innerJoin('admins as a', 'a.id', 's.adminId')
        .select([
          's.id as sessionId',
          's.adminId',
          's.createdAt as sessionCreatedAt',
          's.renewedAt',
          's.idleExpiresAt',
          's.expiresAt',
          'a.id',
          'a.username',
          'a.displayName',
          'a.role',
          'a.email',
          'a.notifyNewMembers',
          'a.notifyModeration',
          'a.passwordHash',
          'a.totpSecret',
          'a.totpPendingSecret',
          'a.totpLastStep',
          'a.invitedAt',
          'a.createdAt',
          'a.updatedAt',
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const {
        sessionId,
        adminId,
        sessionCreatedAt,
        renewedAt,
        idleExpiresAt,
        expiresAt,
        ...admin
      } = row;
      return {
        session: {
          id: sessionId,
          adminId,
          createdAt: sessionCreatedAt,
          renewedAt,
          idleExpiresAt,
          expiresAt,
        },
        admin,
      };
    },

    async renew(id: string, renewedAt: string, idleExpiresAt: string): Promise<void> {
      await db
        .updateTable('adminSessions')
        .set({ renewedAt, idleExpiresAt })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('adminSessions').where('id', '=', id).execute();
    },

    async deleteAllOf(adminId: string): Promise<void> {
      await db.deleteFrom('adminSessions').where('adminId', '=', adminId).execute();
    },

    /** Forgets sessions past either deadline; answers how many went. */
    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('adminSessions')
        .where((eb) => eb.or([eb('idleExpiresAt', '<=', now), eb('expiresAt', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>;
