/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    prayNowRequests: PrayNowRequestsTable;
  }
}

export interface PrayNowRequestsTable {
  /** Unguessable: it is the visitor's only key to their request. */
  id: string;
  state: string;
  name: string;
  email: string;
  memberId: string | null;
  request: string;
  streamId: string | null;
  /** The private conversation, once someone accepted. */
  chatId: string | null;
  staffId: string | null;
  /** As the visitor sees the one who accepted. */
  staffName: string | null;
  /** The prayer team's request it became when nobody accepted in time. */
  prayerRequestId: string | null;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
}
