import type { Selectable } from 'kysely';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    adminSessions: AdminSessionsTable;
    staffPasswordLinks: StaffPasswordLinksTable;
  }
}

/** A signed-in admin's session (see the admin-auth feature): the row existing is the session. */
export interface AdminSessionsTable {
  id: string;
  adminId: string;
  createdAt: string;
  /** When the idle deadline was last pushed back (renewals are throttled). */
  renewedAt: string;
  /** Ends the session when no request renews it first. */
  idleExpiresAt: string;
  /** The absolute end, however active the admin is. */
  expiresAt: string;
}

/** A staff invite or password link: only the token's hash is kept. */
export interface StaffPasswordLinksTable {
  tokenHash: string;
  adminId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export type AdminSessionRow = Selectable<AdminSessionsTable>;
