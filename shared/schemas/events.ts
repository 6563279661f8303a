import { z } from 'zod';
import { MEDIA_URL_INVALID, mediaUrlSchema } from './media.js';
import {
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_VIDEO_DURATION,
  EVENT_CATEGORIES,
  MAX_VIDEO_SECONDS,
} from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';

/** Bounds of an event's texts; the spec leaves them open. */
export const EVENT_TEXT_LIMITS = {
  title: 200,
  description: 5000,
  location: 200,
  url: 2048,
} as const;

/** Field errors of the event form and calls (the spec words none of them). */
export const EVENT_FIELD_MESSAGES = {
  titleRequired: 'Title is required',
  startRequired: 'Start date and time are required',
  timeInvalid: 'Enter a valid date and time',
  endBeforeStart: 'End must not be before the start',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Category must be Main Church, Children or Teens',
  urlInvalid: MEDIA_URL_INVALID,
  durationInvalid: 'Video duration must be a whole number of seconds',
} as const;

/** An event as the public Upcoming Events page shows it. */
export const publicEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string(),
  imageUrl: z.string(),
  videoUrl: z.string(),
  /** Seconds. */
  videoDuration: z.number().int(),
  category: z.enum(EVENT_CATEGORIES),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const upcomingEventsResponseSchema = z.object({ events: z.array(publicEventSchema) });
export type UpcomingEventsResponse = z.infer<typeof upcomingEventsResponseSchema>;

/** An event as Event Management sees it: the public shape plus its bookkeeping times. */
export const adminEventSchema = publicEventSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

const isIsoTime = (value: string) => !Number.isNaN(Date.parse(value));
const tooLong = (max: number) => ({ error: `Must be at most ${max} characters` });

/** A time the form sends: any ISO 8601 time, stored as UTC. */
const eventTimeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(isIsoTime, { error: EVENT_FIELD_MESSAGES.timeInvalid })
    .transform((value) => new Date(value).toISOString());

const eventMediaUrlSchema = mediaUrlSchema(EVENT_TEXT_LIMITS.url).default('');

/**
 * What POST /api/admin/event and PUT /api/admin/event/{id} take; description,
 * end, location, image and video are optional, the duration defaults to 0 and the category to main.
 */
export const eventInputSchema = z
  .object({
    title: z
      .string({ error: EVENT_FIELD_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: EVENT_FIELD_MESSAGES.titleRequired })
      .max(EVENT_TEXT_LIMITS.title, tooLong(EVENT_TEXT_LIMITS.title)),
    description: z
      .string()
      .trim()
      .max(EVENT_TEXT_LIMITS.description, tooLong(EVENT_TEXT_LIMITS.description))
      .default(''),
    startDate: eventTimeSchema(EVENT_FIELD_MESSAGES.startRequired),
    endDate: z
      .union([z.literal(''), z.null(), eventTimeSchema(EVENT_FIELD_MESSAGES.timeInvalid)])
      .optional()
      .transform((value) => (value ? value : null)),
    location: z
      .string()
      .trim()
      .max(EVENT_TEXT_LIMITS.location, tooLong(EVENT_TEXT_LIMITS.location))
      .default(''),
    imageUrl: eventMediaUrlSchema,
    videoUrl: eventMediaUrlSchema,
    videoDuration: z.coerce
      .number({ error: EVENT_FIELD_MESSAGES.durationInvalid })
      .int({ error: EVENT_FIELD_MESSAGES.durationInvalid })
      .min(0, { error: EVENT_FIELD_MESSAGES.durationInvalid })
      .max(MAX_VIDEO_SECONDS, { error: MESSAGES.uploads.videoTooLong })
      .default(DEFAULT_VIDEO_DURATION),
    category: z
      .enum(EVENT_CATEGORIES, {
        error: (issue) =>
          issue.input === undefined || issue.input === ''
            ? EVENT_FIELD_MESSAGES.categoryRequired
            : EVENT_FIELD_MESSAGES.categoryInvalid,
      })
      .default(DEFAULT_EVENT_CATEGORY),
  })
  .refine((event) => !event.endDate || event.endDate >= event.startDate, {
    path: ['endDate'],
    error: EVENT_FIELD_MESSAGES.endBeforeStart,
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type ValidEventInput = z.output<typeof eventInputSchema>;

export const adminEventsQuerySchema = adminListQuerySchema.extend({
  category: z.enum(EVENT_CATEGORIES).optional(),
});
export type AdminEventsQuery = z.infer<typeof adminEventsQuerySchema>;

export const adminEventsResponseSchema = pageInfoSchema.extend({
  events: z.array(adminEventSchema),
});
export type AdminEventsResponse = z.infer<typeof adminEventsResponseSchema>;

export const adminEventResponseSchema = z.object({ event: adminEventSchema });
export type AdminEventResponse = z.infer<typeof adminEventResponseSchema>;

/** What both upload calls answer, in the media hosting service's own field names. */
export const uploadResponseSchema = z.object({
  secure_url: z.string(),
  /** Seconds, for videos; 0 for images. */
  duration: z.number(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
