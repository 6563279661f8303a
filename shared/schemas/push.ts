import { z } from 'zod';

/**
 * Push notifications: a browser's subscription (the Push API's endpoint and keys) with the
 * topics it asked for, and the small message the service worker shows.
 */

export const PUSH_TOPICS = ['go-live', 'service-reminder', 'prayer-answered', 'events'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** What each topic is called where people choose them (account page, Settings > Notifications). */
export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  'go-live': 'When we go live',
  'service-reminder': '10 minutes before a service starts',
  'prayer-answered': 'When my prayer request is answered',
  events: 'New events',
};

/** How long before a service starts its reminder goes out. */
export const PUSH_SERVICE_REMINDER_MINUTES = 10;

export const PUSH_MESSAGES = {
  endpointInvalid: 'Enter the push service address the browser gave (https://…)',
  endpointNotPublic: 'This push service address is not allowed',
  keysInvalid: 'The browser’s subscription keys are incomplete',
  topicsInvalid: 'Choose notifications from the list',
  notFound: 'This browser is not subscribed',
} as const;

// Apart from the schemas, so the pages can show them without loading zod (decision 0101).
export {
  INSTALL_PROMPT_DISMISSED_KEY,
  INSTALL_PROMPT_SNOOZE_DAYS,
  PUSH_TEXTS,
} from '../push-texts.js';

/** A push service's address is a long URL; far longer is not one. */
const ENDPOINT_MAX = 2048;
/** base64url of a P-256 public key (65 bytes → 87 characters) and of the 16-byte auth secret. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.keysInvalid })
    .min(min, { error: PUSH_MESSAGES.keysInvalid })
    .max(max, { error: PUSH_MESSAGES.keysInvalid });

export const pushEndpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .trim()
  .max(ENDPOINT_MAX, { error: PUSH_MESSAGES.endpointInvalid })
  .pipe(z.url({ protocol: /^https?$/, error: PUSH_MESSAGES.endpointInvalid }));

/** POST /api/user/push-subscription: 201 when new, 200 when the same endpoint is updated. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    { p256dh: base64url(80, 100), auth: base64url(16, 32) },
    { error: PUSH_MESSAGES.keysInvalid },
  ),
  /** No topics: the browser only receives the team's test notifications. */
  topics: z
    .array(z.enum(PUSH_TOPICS), { error: PUSH_MESSAGES.topicsInvalid })
    .max(PUSH_TOPICS.length, { error: PUSH_MESSAGES.topicsInvalid }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/user/push-subscription. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** What the subscribe call answers: the topics now held for that endpoint. */
export const pushSubscriptionResponseSchema = z.object({
  subscription: z.object({ endpoint: z.string(), topics: z.array(z.enum(PUSH_TOPICS)) }),
});
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** GET /api/push/public-key: the VAPID key a browser subscribes with. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

/**
 * POST /api/user/push-subscription/status `{ endpoint }`: what this browser's subscription holds
 * (the endpoint is the only key to it), so the account page can show the chosen topics.
 */
export const pushSubscriptionStatusResponseSchema = z.object({
  subscription: z.object({ endpoint: z.string(), topics: z.array(z.enum(PUSH_TOPICS)) }).nullable(),
});

/** The encrypted message's plain text (kept small: push services cap payloads near 4 KB). */
export const pushPayloadSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(240),
  /** A path on this site, or this site's full address, opened on tap. */
  url: z.string().max(500),
  /** A newer notification with the same tag replaces the older one. */
  tag: z.string().max(80),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** GET /api/admin/push/subscribers: subscriptions per topic (Settings > Notifications). */
export const pushSubscriberCountsResponseSchema = z.object({
  total: z.number().int(),
  topics: z.record(z.enum(PUSH_TOPICS), z.number().int()),
});
export type PushSubscriberCounts = z.infer<typeof pushSubscriberCountsResponseSchema>;

/** POST /api/admin/push/test `{ endpoint }`: a test notification to the staff member's browser. */
export const pushTestBodySchema = z.object({ endpoint: pushEndpointSchema });
export const pushTestResponseSchema = z.object({ queued: z.literal(true) });
