import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { pageInfoSchema } from './admin-list.js';
import { isoDateSchema, optionalText, requiredText } from './common.js';
import { requiredEmailSchema } from './fields.js';
import { MOMENT_KINDS } from './moments.js';
import { followUpSettingsSchema } from './settings.js';

/** Follow-up: every moment answer with contact details, for the team to reach the person. */
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'connected', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const FOLLOW_UP_STATUS_LABELS: Record<FollowUpStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  connected: 'Connected',
  closed: 'Closed',
};
/** What each kind of moment the person answered means, in the queue's words. */
export const FOLLOW_UP_KIND_LABELS: Record<(typeof MOMENT_KINDS)[number], string> = {
  salvation: 'Salvation',
  'raise-hand': 'Raised a hand',
  'new-here': 'New here',
  'next-step': 'Next step',
  prayer: 'Prayer',
};

export const followUpSchema = z.object({
  _id: z.string(),
  kind: z.enum(MOMENT_KINDS),
  momentId: z.string(),
  momentTitle: z.string(),
  streamId: z.string(),
  streamTitle: z.string(),
  serviceId: z.string().nullable(),
  /** The member who answered, or null for a guest. */
  memberId: z.string().nullable(),
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

/** What the queue and "Email them" answer when a follow-up is gone or cannot be emailed. */
export const FOLLOW_UP_MESSAGES = {
  notFound: 'Follow-up not found',
  staffUnknown: 'Choose a member of staff',
  noEmail: 'This person gave no email address',
  nothingToChange: 'Send a status, an assignee, a note or the urgent mark',
} as const;

/** The export holds at most this many rows (the newest), as the prayer queue's does. */
export const FOLLOW_UP_EXPORT_MAX_ROWS = 10_000;

/** `GET /api/admin/follow-ups/export`: filtered like the list, without paging. */
export const followUpExportQuerySchema = followUpListQuerySchema.omit({ page: true, limit: true });

/** The words a template may hold, replaced when the email is written. */
export const FOLLOW_UP_PLACEHOLDERS = ['{name}', '{churchName}', '{momentTitle}'] as const;
export const FOLLOW_UP_TEMPLATE_LIMITS = { subject: 200, body: 5000 } as const;

/**
 * `POST /api/admin/follow-up/{id}/email`: without a body, the kind's template from Settings;
 * with one, the edited copy the team sends instead (placeholders are still filled in).
 */
export const followUpEmailBodySchema = z
  .object({
    subject: requiredText('Enter a subject', FOLLOW_UP_TEMPLATE_LIMITS.subject).optional(),
    body: requiredText('Enter the message', FOLLOW_UP_TEMPLATE_LIMITS.body).optional(),
  })
  .optional();
export type FollowUpEmailBody = z.infer<typeof followUpEmailBodySchema>;
export const followUpEmailResponseSchema = z.object({
  message: z.string(),
  followUp: followUpSchema,
});

export const followUpEraseBodySchema = z.object({ email: requiredEmailSchema });
export const followUpEraseResponseSchema = z.object({
  message: z.string(),
  erased: z.number().int(),
});

/** The dashboard's figures: new ones, open ones given to the caller, open urgent ones. */
export const followUpCountsSchema = z.object({
  newFollowUps: z.number().int(),
  myFollowUps: z.number().int(),
  urgentFollowUps: z.number().int(),
});
export type FollowUpCounts = z.infer<typeof followUpCountsSchema>;

/** `GET /api/admin/follow-ups/templates`: what "Email them" starts from, before it is filled in. */
export const followUpTemplatesResponseSchema = z.object({
  churchName: z.string(),
  templates: followUpSettingsSchema,
});
export type FollowUpTemplatesResponse = z.infer<typeof followUpTemplatesResponseSchema>;
