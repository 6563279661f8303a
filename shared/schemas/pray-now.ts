import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { PRAYER_MESSAGES } from '#shared/prayer.js';
import { idSchema, requiredText } from './common.js';
import { optionalEmailSchema, requiredNameSchema } from './fields.js';

/**
 * Praying with someone now: a visitor asks, the first staff member to accept continues with them
 * in a private quick chat; unanswered, the request goes to the prayer team's queue.
 */

/** How long a request waits for someone to accept before it goes to the prayer team's queue. */
export const PRAY_NOW_WAIT_SECONDS = 300;

export const PRAY_NOW_STATES = ['waiting', 'accepted', 'queued'] as const;
export type PrayNowState = (typeof PRAY_NOW_STATES)[number];

export const PRAY_NOW_MESSAGES = {
  notFound: 'Prayer request not found',
  alreadyAccepted: 'Someone else has already accepted',
  alreadyQueued: 'Nobody accepted in time, so this request went to the prayer team',
} as const;

/** An id from newSecretId() is 32 characters; anything far longer is not one. */
const prayNowIdSchema = z
  .string({ error: PRAY_NOW_MESSAGES.notFound })
  .trim()
  .min(1, { error: PRAY_NOW_MESSAGES.notFound })
  .max(64, { error: PRAY_NOW_MESSAGES.notFound });

export const prayNowParamsSchema = z.object({ id: prayNowIdSchema });

export const prayNowBodySchema = z.object({
  name: requiredNameSchema,
  email: optionalEmailSchema,
  request: requiredText(PRAYER_MESSAGES.requestRequired, TEXT_LIMITS.prayerRequest),
  /** The stream the visitor was watching, if any. */
  streamId: idSchema.optional(),
});
export type PrayNowBody = z.infer<typeof prayNowBodySchema>;

/** What the visitor's page reads: the id is the only key to it. */
export const prayNowSchema = z.object({
  _id: z.string(),
  state: z.enum(PRAY_NOW_STATES),
  /** The private conversation, once someone accepted. */
  chatId: z.string().optional(),
  /** The display name of the staff member who accepted. */
  staffName: z.string().optional(),
  expiresAt: z.string(),
});
export type PrayNow = z.infer<typeof prayNowSchema>;

export const prayNowResponseSchema = z.object({ prayNow: prayNowSchema });
export type PrayNowResponse = z.infer<typeof prayNowResponseSchema>;

/** A request as the team sees it (no contact details: moderators read it too). */
export const adminPrayNowSchema = z.object({
  _id: z.string(),
  state: z.enum(PRAY_NOW_STATES),
  name: z.string(),
  request: z.string(),
  streamId: z.string().nullable(),
  chatId: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AdminPrayNow = z.infer<typeof adminPrayNowSchema>;

export const adminPrayNowListResponseSchema = z.object({
  requests: z.array(adminPrayNowSchema),
});
export type AdminPrayNowListResponse = z.infer<typeof adminPrayNowListResponseSchema>;

export const adminPrayNowAcceptResponseSchema = z.object({
  prayNow: adminPrayNowSchema,
  chatId: z.string(),
});
export type AdminPrayNowAcceptResponse = z.infer<typeof adminPrayNowAcceptResponseSchema>;
