import type { PushTopic } from '#shared/schemas/push.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    pushSubscriptions: PushSubscriptionsTable;
    pushSubscriptionTopics: PushSubscriptionTopicsTable;
    pushDeliveries: PushDeliveriesTable;
    pushSends: PushSendsTable;
  }
}

/** A browser's push subscription: its endpoint is its identity; a member's when signed in. */
export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  memberId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The topics a subscription asked for, one row each, so fan-out is one indexed select. */
export interface PushSubscriptionTopicsTable {
  subscriptionId: string;
  topic: PushTopic;
}

/**
 * The delivery queue: one row per message and subscription. `queued` waits for
 * `nextAttemptAt`; `sending` is claimed by an instance until `claimedUntil`. A row leaves the
 * table once delivered, dropped, or past `expiresAt` (the message's TTL).
 */
export interface PushDeliveriesTable {
  messageId: string;
  subscriptionId: string;
  /** The payload as sent (JSON of pushPayloadSchema). */
  payload: string;
  /** The tag the push service replaces an older pending message by (short, base64url). */
  pushTopic: string;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  ttlSeconds: number;
  status: 'queued' | 'sending';
  attempts: number;
  nextAttemptAt: string;
  claimedUntil: string | null;
  expiresAt: string;
  lastError: string | null;
  createdAt: string;
}

/**
 * What was decided once over all instances: a going-live (stream id + live since), a service
 * occurrence's reminder, an answered prayer request, a new event. `sent` 0: decided not to
 * send (a going-live too soon after the last one).
 */
export interface PushSendsTable {
  kind: string;
  subjectId: string;
  occasion: string;
  sent: number;
  createdAt: string;
}
