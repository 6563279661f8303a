import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { PRAYER_STATUSES, PRAYER_SOURCES, PRAYER_MESSAGES } from '#shared/prayer.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { optionalText, requiredText } from './common.js';
import { optionalEmailSchema, requiredEmailSchema, requiredNameSchema } from './fields.js';

/** Prayer care: one prayer request model for the live page, the contact form and /prayer. */

export * from '#shared/prayer.js';

/** `POST /api/user/prayer-request`: a visitor or member asks for prayer from the /prayer page. */
export const prayerRequestBodySchema = z.object({
  name: requiredNameSchema,
  /** Optional: the team can follow up when it is given. */
  email: optionalEmailSchema,
  request: requiredText(PRAYER_MESSAGES.requestRequired, TEXT_LIMITS.prayerRequest),
  /** Only the prayer team sees it: never the wall, never the live page. */
  isPrivate: z.boolean().default(false),
  /** The wall shows "Someone" instead of the first name. */
  isAnonymous: z.boolean().default(false),
  /** Email the sender (a member's address, or the one given) once the team marks it answered. */
  notifyWhenAnswered: z.boolean().optional(),
});
export type PrayerRequestBody = z.infer<typeof prayerRequestBodySchema>;

/** What the sender is told back: no other request's details, nothing the team wrote. */
export const sentPrayerRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  request: z.string(),
  isPrivate: z.boolean(),
  isAnonymous: z.boolean(),
  status: z.enum(PRAYER_STATUSES),
  /** Held by the word filter, or waiting for the team's approval before the wall shows it. */
  onWall: z.boolean(),
  createdAt: z.string(),
});
export const sentPrayerRequestResponseSchema = z.object({
  prayerRequest: sentPrayerRequestSchema,
  message: z.string(),
});
export type SentPrayerRequestResponse = z.infer<typeof sentPrayerRequestResponseSchema>;

/** A member's own request, as their account page lists it. */
export const memberPrayerRequestSchema = z.object({
  _id: z.string(),
  request: z.string(),
  isPrivate: z.boolean(),
  status: z.enum(PRAYER_STATUSES),
  prayedCount: z.number().int(),
  notifyWhenAnswered: z.boolean(),
  createdAt: z.string(),
});
export type MemberPrayerRequest = z.infer<typeof memberPrayerRequestSchema>;

/** A request on the public wall: first name or "Someone", never an email. */
export const wallPrayerRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  request: z.string(),
  status: z.enum(['new', 'praying', 'answered']),
  /** The praise report, shown once the request is answered. */
  praiseReport: z.string(),
  prayedCount: z.number().int(),
  createdAt: z.string(),
});
export type WallPrayerRequest = z.infer<typeof wallPrayerRequestSchema>;

export const prayerWallQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const prayerWallResponseSchema = z.object({
  prayerRequests: z.array(wallPrayerRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
});
export type PrayerWallResponse = z.infer<typeof prayerWallResponseSchema>;

export const prayedResponseSchema = z.object({ prayedCount: z.number().int() });
export type PrayedResponse = z.infer<typeof prayedResponseSchema>;

const statusSchema = z.enum(PRAYER_STATUSES, {
  error: `Status must be one of: ${PRAYER_STATUSES.join(', ')}`,
});

/** `assignedTo`: a staff member's id, `me` for whoever asks, or `none` for nobody yet. */
export const adminPrayerRequestsQuerySchema = adminListQuerySchema.extend({
  status: statusSchema.optional(),
  assignedTo: z.string().trim().min(1).max(64).optional(),
  urgent: z
    .enum(['true', 'false'], { error: 'urgent must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminPrayerRequestsQuery = z.infer<typeof adminPrayerRequestsQuerySchema>;

export const prayerNoteSchema = z.object({
  _id: z.string(),
  note: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type PrayerNote = z.infer<typeof prayerNoteSchema>;

export const adminPrayerRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  request: z.string(),
  source: z.enum(PRAYER_SOURCES),
  /** The stream a live-page request was sent under. */
  stream: z.object({ _id: z.string(), title: z.string() }).nullable(),
  isPrivate: z.boolean(),
  isAnonymous: z.boolean(),
  status: z.enum(PRAYER_STATUSES),
  isApproved: z.boolean(),
  isUrgent: z.boolean(),
  /** How moderation took it: held by the word filter, or from a shadow-muted sender. */
  moderation: z.enum(['visible', 'held', 'shadow']),
  assignedTo: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  praiseReport: z.string(),
  prayedCount: z.number().int(),
  notes: z.array(prayerNoteSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPrayerRequest = z.infer<typeof adminPrayerRequestSchema>;

export const adminPrayerRequestsResponseSchema = pageInfoSchema.extend({
  prayerRequests: z.array(adminPrayerRequestSchema),
});
export type AdminPrayerRequestsResponse = z.infer<typeof adminPrayerRequestsResponseSchema>;

export const adminPrayerRequestResponseSchema = z.object({
  prayerRequest: adminPrayerRequestSchema,
});
export type AdminPrayerRequestResponse = z.infer<typeof adminPrayerRequestResponseSchema>;

export const adminPrayerRequestUpdateSchema = z
  .object({
    status: statusSchema.optional(),
    isApproved: z.boolean().optional(),
    /** A staff member's id, or null to unassign. */
    assignedTo: z.string().trim().min(1).max(64).nullable().optional(),
    /** A private note, added to the request's notes. */
    note: optionalText(TEXT_LIMITS.prayerNote),
    isUrgent: z.boolean().optional(),
    /** What God did: the wall shows it under an answered request. */
    praiseReport: optionalText(TEXT_LIMITS.prayerRequest),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined && value !== ''), {
    error: PRAYER_MESSAGES.nothingToChange,
  });
export type AdminPrayerRequestUpdate = z.infer<typeof adminPrayerRequestUpdateSchema>;

/** The staff a request can be given to. */
export const prayerTeamResponseSchema = z.object({
  team: z.array(z.object({ _id: z.string(), displayName: z.string(), role: z.string() })),
});
export type PrayerTeamResponse = z.infer<typeof prayerTeamResponseSchema>;

export const prayerEraseBodySchema = z.object({ email: requiredEmailSchema });
export const prayerEraseResponseSchema = z.object({
  message: z.string(),
  erased: z.number().int(),
});
export type PrayerEraseResponse = z.infer<typeof prayerEraseResponseSchema>;

export const prayerCountsSchema = z.object({
  newPrayerRequests: z.number().int(),
  urgentPrayerRequests: z.number().int(),
});
