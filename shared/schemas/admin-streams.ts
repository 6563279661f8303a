import { z } from 'zod';
import { STREAM_TYPES, type StreamType } from '#shared/constants.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { reactionsSchema } from './fields.js';
import { streamTimesShape } from './streams.js';

/** Texts of the stream form's server checks (title and streamUrl required, url type). */
export const ADMIN_STREAM_MESSAGES = {
  titleRequired: 'Title is required',
  streamUrlRequired: 'Stream URL is required',
  streamUrlInvalid: 'Stream URL must be a valid web address (https://...)',
  embedUrlInvalid: 'Embed URL must be a valid web address (https://...)',
  scheduledDateInvalid: 'Scheduled date is not a valid date and time',
  streamTypeInvalid: `Stream type must be one of: ${STREAM_TYPES.join(', ')}`,
  tooManyTags: 'At most 20 tags',
  videoDurationInvalid: 'Video duration must be whole seconds from 1 to 86400',
} as const;

export const STREAM_TEXT_LIMITS = {
  title: 200,
  description: 5000,
  url: 2000,
  tag: 50,
  tags: 20,
} as const;

/** How each platform is named in the panel. */
export const STREAM_TYPE_LABELS: Record<StreamType, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  castr: 'Castr',
  vimeo: 'Vimeo',
  twitch: 'Twitch',
  other: 'Other',
};

/** Status filter of the stream list: live or offline, active (shown to visitors) or inactive. */
export const STREAM_STATUS_FILTERS = ['all', 'live', 'offline', 'active', 'inactive'] as const;
export type StreamStatusFilter = (typeof STREAM_STATUS_FILTERS)[number];
export const STREAM_TYPE_FILTERS = ['all', ...STREAM_TYPES] as const;
export type StreamTypeFilter = (typeof STREAM_TYPE_FILTERS)[number];

/** A stream as the admin sees it, every stored field, plus counts for the cards. */
export const adminStreamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  streamUrl: z.string(),
  /** The player URL (the embed rule applied), ready for the preview's iframe. */
  embedUrl: z.string(),
  streamType: z.enum(STREAM_TYPES),
  scheduledDate: z.string().nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  isLive: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  reactions: reactionsSchema,
  likeCount: z.number().int(),
  /** Beyond the spec: the most viewers watching at once since the stream was added. */
  peakViewers: z.number().int(),
  ...streamTimesShape,
});
export type AdminStream = z.infer<typeof adminStreamSchema>;

export const adminStreamsQuerySchema = adminListQuerySchema.extend({
  type: z.enum(STREAM_TYPE_FILTERS).default('all'),
  status: z.enum(STREAM_STATUS_FILTERS).default('all'),
});
export type AdminStreamsQuery = z.infer<typeof adminStreamsQuerySchema>;

export const adminStreamsResponseSchema = pageInfoSchema.extend({
  streams: z.array(adminStreamSchema),
});
export type AdminStreamsResponse = z.infer<typeof adminStreamsResponseSchema>;

/** Why a going-live emailed nobody. */
export const STREAM_ALERT_SKIPS = [
  'email-off',
  'alerts-off',
  'no-subscribers',
  'recent-alert',
  'already-sent',
  'not-new',
  'inactive',
] as const;
export type StreamAlertSkip = (typeof STREAM_ALERT_SKIPS)[number];

/**
 * What setting a stream live did about the "We are live" emails: how many subscribers are being
 * emailed, or why none are (`lastAlertAt`: the stream's last alert, for `recent-alert` and
 * `already-sent`). Only in answers that leave the stream live.
 */
export const streamAlertOutcomeSchema = z.object({
  emailed: z.number().int(),
  reason: z.enum(STREAM_ALERT_SKIPS).optional(),
  lastAlertAt: z.string().optional(),
});
export type StreamAlertOutcome = z.infer<typeof streamAlertOutcomeSchema>;

export const adminStreamResponseSchema = z.object({
  stream: adminStreamSchema,
  streamAlert: streamAlertOutcomeSchema.optional(),
});
export type AdminStreamResponse = z.infer<typeof adminStreamResponseSchema>;

const webAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(STREAM_TEXT_LIMITS.url, { error: `Must be at most ${STREAM_TEXT_LIMITS.url} characters` })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { error: message },
    );

/**
 * A date and time: ISO 8601 with a zone, or a form's local `2026-01-04T09:00` (read as UTC on the
 * server; the browser sends ISO). Empty or null clears it.
 */
const scheduledDateSchema = z
  .union([z.string().trim(), z.null()])
  .optional()
  .refine((value) => !value || !Number.isNaN(Date.parse(value)), {
    error: ADMIN_STREAM_MESSAGES.scheduledDateInvalid,
  })
  .transform((value) =>
    value ? new Date(value).toISOString() : value === undefined ? undefined : null,
  );

/** The add/edit form (POST /api/admin/stream, PUT /api/admin/stream/{id}). */
export const adminStreamBodySchema = z.object({
  title: z
    .string({ error: ADMIN_STREAM_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: ADMIN_STREAM_MESSAGES.titleRequired })
    .max(STREAM_TEXT_LIMITS.title, {
      error: `Must be at most ${STREAM_TEXT_LIMITS.title} characters`,
    }),
  streamUrl: z
    .string({ error: ADMIN_STREAM_MESSAGES.streamUrlRequired })
    .trim()
    .min(1, { error: ADMIN_STREAM_MESSAGES.streamUrlRequired })
    .pipe(webAddress(ADMIN_STREAM_MESSAGES.streamUrlInvalid)),
  description: z
    .string()
    .trim()
    .max(STREAM_TEXT_LIMITS.description, {
      error: `Must be at most ${STREAM_TEXT_LIMITS.description} characters`,
    })
    .optional(),
  /** Left out or empty: derived from streamUrl by the embed rule. */
  embedUrl: z.union([z.literal(''), webAddress(ADMIN_STREAM_MESSAGES.embedUrlInvalid)]).optional(),
  /** Left out: detected from streamUrl. */
  streamType: z.enum(STREAM_TYPES, { error: ADMIN_STREAM_MESSAGES.streamTypeInvalid }).optional(),
  scheduledDate: scheduledDateSchema,
  /** When it ends, and when its chat opens and closes: left out or null, no such bound. */
  endsAt: scheduledDateSchema,
  chatOpensAt: scheduledDateSchema,
  chatClosesAt: scheduledDateSchema,
  /** A recorded video's length: the stream plays it as live from its scheduled start. */
  videoDurationSeconds: z
    .union([
      z
        .number({ error: ADMIN_STREAM_MESSAGES.videoDurationInvalid })
        .int({ error: ADMIN_STREAM_MESSAGES.videoDurationInvalid })
        .min(1, { error: ADMIN_STREAM_MESSAGES.videoDurationInvalid })
        .max(86_400, { error: ADMIN_STREAM_MESSAGES.videoDurationInvalid }),
      z.null(),
    ])
    .optional(),
  tags: z
    .array(
      z
        .string()
        .trim()
        .max(STREAM_TEXT_LIMITS.tag, {
          error: `Must be at most ${STREAM_TEXT_LIMITS.tag} characters`,
        }),
    )
    .max(STREAM_TEXT_LIMITS.tags, { error: ADMIN_STREAM_MESSAGES.tooManyTags })
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .optional(),
  isFeatured: z.boolean().optional(),
  isLive: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type AdminStreamBody = z.input<typeof adminStreamBodySchema>;
export type AdminStreamInput = z.output<typeof adminStreamBodySchema>;

/** Tags as the form's text box holds them: split on commas, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
