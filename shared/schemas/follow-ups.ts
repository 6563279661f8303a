import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { pageInfoSchema } from './admin-list.js';
import { isoDateSchema, optionalText } from './common.js';
import { MOMENT_KINDS } from './moments.js';

/** Follow-up: every moment answer with contact details, for the team to reach the person. */
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'connected', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const followUpSchema = z.object({
  _id: z.string(),
  kind: z.enum(MOMENT_KINDS),
  momentId: z.string(),
  momentTitle: z.string(),
  streamId: z.string(),
  streamTitle: z.string(),
  serviceId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  status: z.enum(FOLLOW_UP_STATUSES),
  /** A staff member's id, or null while unassigned. */
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  /** The team's private notes, newest last. */
  teamNote: z.string(),
  isUrgent: z.boolean(),
  lastEmailedAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** `GET /api/admin/follow-ups?status=&assignedTo=&kind=&page=`; assignedTo is an id, `me` or `none`. */
export const followUpListQuerySchema = z.object({
  status: z.enum(FOLLOW_UP_STATUSES).optional(),
  assignedTo: z.string().trim().max(64).optional(),
  kind: z.enum(MOMENT_KINDS).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const followUpListResponseSchema = z
  .object({ followUps: z.array(followUpSchema) })
  .extend(pageInfoSchema.shape);

/** `PATCH /api/admin/follow-up/{id}`: `note` is the team's private note. */
export const followUpPatchBodySchema = z.object({
  status: z.enum(FOLLOW_UP_STATUSES, { error: 'Choose a status' }).optional(),
  assignedTo: z.string().trim().max(64).nullable().optional(),
  note: optionalText(TEXT_LIMITS.prayerNote),
  isUrgent: z.boolean().optional(),
});
export type FollowUpPatchBody = z.infer<typeof followUpPatchBodySchema>;
export const followUpResponseSchema = z.object({ followUp: followUpSchema });
