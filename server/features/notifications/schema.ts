/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    streamAlertSubscriptions: StreamAlertSubscriptionsTable;
    streamAlertMarks: StreamAlertMarksTable;
    staffNotificationMarks: StaffNotificationMarksTable;
  }
}

/**
 * A visitor's request for an email when a stream goes live: confirmed by an emailed link (only
 * its token's hash kept), left by the unsubscribe token every alert carries.
 */
export interface StreamAlertSubscriptionsTable {
  id: string;
  /** Lower case, one row per address. */
  email: string;
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
  confirmedAt: string | null;
  unsubscribeToken: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Per stream, the last going-live decided and the last alert sent: changed compare-and-set, so
 * one instance decides each going-live.
 */
export interface StreamAlertMarksTable {
  streamId: string;
  /** The `live_since` of the last going-live decided. */
  goingLiveAt: string;
  /** When alerts last went out for the stream, if ever. */
  alertedAt: string | null;
  /** Subscribers emailed for that going-live (0 when it sent none). */
  recipients: number;
  /** Why that going-live sent none: `recent-alert`; null when it sent. */
  skipped: string | null;
}

/** The last staff email of a kind (registrations, moderation) and what it covered. */
export interface StaffNotificationMarksTable {
  kind: string;
  lastSentAt: string | null;
  /** The creation time of the newest item already told about. */
  coveredUntil: string;
}
