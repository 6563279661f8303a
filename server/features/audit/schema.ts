/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    auditLog: AuditLogTable;
  }
}

/** A staff member's change (see the audit feature); who made it is copied, so it outlives them. */
export interface AuditLogTable {
  id: string;
  createdAt: string;
  staffId: string;
  staffUsername: string;
  staffName: string;
  staffRole: string;
  /** What was done, e.g. "Deleted a stream with its comments, chat and views". */
  action: string;
  method: string;
  /** The admin route as declared, e.g. `/api/admin/stream/:id`. */
  route: string;
  /** What was changed: a name where the route gives one, else the id in the path. */
  target: string | null;
}
