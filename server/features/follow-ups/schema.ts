/** This feature's table, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    followUps: FollowUpsTable;
  }
}

/**
 * A moment's answer that left contact details, for the team to reach the person. The moment's
 * and stream's titles are copied so the follow-up reads the same after either is gone.
 */
export interface FollowUpsTable {
  id: string;
  kind: string;
  momentId: string;
  momentTitle: string;
  streamId: string;
  streamTitle: string;
  serviceId: string | null;
  memberId: string | null;
  name: string;
  email: string;
  phone: string;
  /** What the person wrote with their answer. */
  note: string;
  /** new, contacted, connected, closed. */
  status: string;
  assignedTo: string | null;
  /** The team's private note. */
  teamNote: string;
  isUrgent: number;
  lastEmailedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it was last closed: the retention period counts from here. */
  closedAt: string | null;
}
