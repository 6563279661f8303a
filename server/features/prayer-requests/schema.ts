import type { Generated } from 'kysely';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    prayerRequests: PrayerRequestsTable;
    prayerRequestNotes: PrayerRequestNotesTable;
    prayerRequestPrayers: PrayerRequestPrayersTable;
  }
}

/**
 * A prayer request, wherever it was sent: the live page (`chatMessageId` when it also
 * shows in the Prayer Requests tab), the contact form (`contactId`) or the /prayer page.
 */
export interface PrayerRequestsTable {
  id: string;
  source: string;
  streamId: string | null;
  chatMessageId: string | null;
  contactId: string | null;
  memberId: string | null;
  name: string;
  email: string;
  request: string;
  isPrivate: number;
  isAnonymous: number;
  /** new, praying, answered, closed. */
  status: string;
  isApproved: number;
  isUrgent: number;
  /** How moderation took it: visible, held (word filter) or shadow (a shadow-muted sender). */
  state: string;
  /** The keyed hash of a guest's address, which sanctions follow. */
  addressKey: string | null;
  /** The keyed hash of the sender's device key, which sanctions follow. */
  deviceKey: Generated<string | null>;
  assignedTo: string | null;
  praiseReport: string;
  prayedCount: number;
  createdAt: string;
  updatedAt: string;
  /** When it was last closed: the retention period counts from here. */
  closedAt: string | null;
  /** The sender asked to be emailed when the team marks it answered. */
  notifyWhenAnswered: Generated<number>;
  /** When that email was queued: it goes once, however often the status changes. */
  answeredEmailedAt: Generated<string | null>;
}

/** A staff member's private note on a prayer request; the name is copied so it outlives them. */
export interface PrayerRequestNotesTable {
  id: string;
  prayerRequestId: string;
  staffId: string;
  staffName: string;
  note: string;
  createdAt: string;
}

/** Who pressed "I prayed": a member's id or a keyed hash of a guest's address and browser. */
export interface PrayerRequestPrayersTable {
  prayerRequestId: string;
  visitorKey: string;
  createdAt: string;
}
