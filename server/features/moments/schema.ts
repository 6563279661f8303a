import type { Flag } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    moments: MomentsTable;
    momentAnswers: MomentAnswersTable;
    momentPlanPosts: MomentPlanPostsTable;
  }
}

export interface MomentsTable {
  id: string;
  streamId: string;
  /** The service whose occurrence the stream is a room of, when it is one. */
  serviceId: string | null;
  occurrenceStartsAt: string | null;
  kind: string;
  title: string;
  text: string;
  actionLabel: string;
  actionUrl: string;
  askContact: Flag;
  opensAt: string;
  closesAt: string;
  /** Set once, by whoever closed it first: the team, a newer moment, or the clock. */
  closed: Flag;
  closedAt: string | null;
  /** People counted so far: one per answer row. */
  responses: number;
  /** The staff member who posted it; null when a service's plan posted it. */
  createdBy: string | null;
  createdAt: string;
}

/**
 * One person's answer to a moment. `identityKey` is who counts (unique per moment); the other
 * keys find the same person when they come back another way (with an email the second time).
 * Every key is keyed with the installation's secret, so none can be turned back into an address.
 */
export interface MomentAnswersTable {
  id: string;
  momentId: string;
  identityKey: string;
  memberId: string | null;
  emailKey: string | null;
  visitorKey: string | null;
  deviceKey: string | null;
  name: string;
  email: string;
  phone: string;
  note: string;
  createdAt: string;
  updatedAt: string;
}

/** A planned moment posted to one occurrence's room: the row is the claim, made once. */
export interface MomentPlanPostsTable {
  serviceId: string;
  /** The start the schedule gave the occurrence: with the service, what names it. */
  occurrenceStartsAt: string;
  /** The plan item: its offset, kind and title. */
  planKey: string;
  createdAt: string;
}
