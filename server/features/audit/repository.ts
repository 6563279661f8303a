import type { Kysely } from 'kysely';
import type { AdminAuditQuery } from '#shared/schemas/audit.js';
import { newId, nowIso } from '#server/platform/db/ids.js';
import { newestFirstPage } from '#server/platform/db/paging.js';
import type { Database } from '#server/platform/db/schema.js';
import type { AuditLogTable } from './schema.js';

export function createAuditRepository(db: Kysely<Database>) {
  return {
    async add(entry: Omit<AuditLogTable, 'id' | 'createdAt'>): Promise<void> {
      await db
        .insertInto('auditLog')
        .values({ id: newId(), createdAt: nowIso(), ...entry })
        .execute();
    },

    list(query: AdminAuditQuery) {
      return newestFirstPage(db.selectFrom('auditLog'), query);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
