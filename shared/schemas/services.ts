import { z } from 'zod';
import { embedProblem } from '#shared/embed.js';
import { isMediaUrl } from './media.js';
import { MOMENT_KINDS, type MomentKind, serviceMomentsSchema } from './moments.js';

/** A service is streamed live from a link, or plays a recorded video as if live. */
export const SERVICE_MODES = ['live', 'simulated'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

export const SERVICE_REPEATS = ['none', 'weekly'] as const;
export type ServiceRepeat = (typeof SERVICE_REPEATS)[number];

/**
 * Where an occurrence stands: `scheduled` before its chat opens, `open` while the chat is open
 * before the start, `live` from start to end, `ended` after (or when the team ended it early),
 * `cancelled` when the team called it off.
 */
export const OCCURRENCE_STATUSES = ['scheduled', 'open', 'live', 'ended', 'cancelled'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

export const SERVICE_LIMITS = {
  title: 200,
  description: 5000,
  url: 2000,
  /** A service lasts at most a day; its chat opens or closes at most a day around it. */
  durationMinutes: 24 * 60,
  chatWindowMinutes: 24 * 60,
  videoSeconds: 24 * 60 * 60,
  /** How far ahead the upcoming list reaches. */
  upcomingDays: 62,
} as const;

export const SERVICE_DEFAULTS = {
  chatOpensMinutesBefore: 30,
  chatClosesMinutesAfter: 30,
  upcomingDays: 14,
} as const;

export const SERVICE_MESSAGES = {
  titleRequired: 'Title is required',
  startRequired: 'Start date and time are required',
  timeInvalid: 'Enter a valid date and time',
  untilInvalid: 'Enter a valid end date',
  untilBeforeStart: 'The end date must not be before the first start',
  weekdaysRequired: 'Choose at least one weekday',
  weekdayInvalid: 'Weekdays are 0 (Sunday) to 6 (Saturday)',
  durationInvalid: `Duration must be a whole number of minutes from 1 to ${SERVICE_LIMITS.durationMinutes}`,
  chatWindowInvalid: `Must be a whole number of minutes from 0 to ${SERVICE_LIMITS.chatWindowMinutes}`,
  modeInvalid: 'Source must be live or simulated',
  repeatInvalid: 'Repeat must be none or weekly',
  streamUrlRequired: 'Stream URL is required for a live service',
  streamUrlNotPlayer: 'This link does not give a player: use the video or live stream link',
  urlInvalid: 'Must be a valid web address (https://...)',
  videoUrlRequired: 'Video is required for a simulated service',
  videoUrlInvalid: 'Use a YouTube or Vimeo video link, or upload a video',
  videoDurationRequired: `Video duration is required: whole seconds from 1 to ${SERVICE_LIMITS.videoSeconds}`,
  occurrenceNotFound: 'This service has no occurrence at that time',
  serviceNotFound: 'Service not found',
  chatClosed: 'Chat has closed',
} as const;

/**
 * "Chat opens at 7:30 AM" (or "Chat opens Sunday at 7:30 AM" another day): what a room before
 * its chat window answers writes with, and what its composers say.
 */
export const chatOpensMessage = (when: string) => `Chat opens ${when}`;

const minutes = (max: number, error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(max, { error });

const instant = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: SERVICE_MESSAGES.timeInvalid })
    .transform((value) => new Date(value).toISOString());

const webAddress = z
  .string()
  .trim()
  .max(SERVICE_LIMITS.url, { error: `Must be at most ${SERVICE_LIMITS.url} characters` })
  .refine(
    (value) => {
      try {
        return ['https:', 'http:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: SERVICE_MESSAGES.urlInvalid },
  );

/** A recorded video plays in the page: YouTube or Vimeo by the embed rule, or a site upload. */
export function isSimulatedVideo(url: string): boolean {
  if (url.startsWith('/uploads/')) return isMediaUrl(url);
  const problem = embedProblem({ streamUrl: url });
  if (problem) return false;
  const host = new URL(url).hostname.replace(/^www\./, '');
  return /(^|\.)youtube\.com$|^youtu\.be$|(^|\.)vimeo\.com$/.test(host);
}

/** The service form (POST /api/admin/service, PUT /api/admin/service/{id}). */
export const adminServiceBodySchema = z
  .object({
    title: z
      .string({ error: SERVICE_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: SERVICE_MESSAGES.titleRequired })
      .max(SERVICE_LIMITS.title, { error: `Must be at most ${SERVICE_LIMITS.title} characters` }),
    description: z
      .string()
      .trim()
      .max(SERVICE_LIMITS.description, {
        error: `Must be at most ${SERVICE_LIMITS.description} characters`,
      })
      .optional(),
    /** The first start, ISO 8601; its wall-clock time in the church's zone repeats. */
    startsAt: instant(SERVICE_MESSAGES.startRequired),
    repeat: z.enum(SERVICE_REPEATS, { error: SERVICE_MESSAGES.repeatInvalid }),
    /** 0 = Sunday. Left out on a weekly service: the weekday of the first start. */
    weekdays: z
      .array(
        z
          .number({ error: SERVICE_MESSAGES.weekdayInvalid })
          .int({ error: SERVICE_MESSAGES.weekdayInvalid })
          .min(0, { error: SERVICE_MESSAGES.weekdayInvalid })
          .max(6, { error: SERVICE_MESSAGES.weekdayInvalid }),
      )
      .max(7, { error: SERVICE_MESSAGES.weekdayInvalid })
      .transform((days) => [...new Set(days)].sort())
      .optional(),
    /** The last day a weekly service repeats (a date, or a time read as its day), or none. */
    until: z
      .union([z.string().trim(), z.null()])
      .optional()
      .refine((value) => !value || !Number.isNaN(Date.parse(value)), {
        error: SERVICE_MESSAGES.untilInvalid,
      })
      .transform((value) => value || null),
    durationMinutes: z
      .number({ error: SERVICE_MESSAGES.durationInvalid })
      .int({ error: SERVICE_MESSAGES.durationInvalid })
      .min(1, { error: SERVICE_MESSAGES.durationInvalid })
      .max(SERVICE_LIMITS.durationMinutes, { error: SERVICE_MESSAGES.durationInvalid }),
    chatOpensMinutesBefore: minutes(
      SERVICE_LIMITS.chatWindowMinutes,
      SERVICE_MESSAGES.chatWindowInvalid,
    ).default(SERVICE_DEFAULTS.chatOpensMinutesBefore),
    chatClosesMinutesAfter: minutes(
      SERVICE_LIMITS.chatWindowMinutes,
      SERVICE_MESSAGES.chatWindowInvalid,
    ).default(SERVICE_DEFAULTS.chatClosesMinutesAfter),
    mode: z.enum(SERVICE_MODES, { error: SERVICE_MESSAGES.modeInvalid }),
    streamUrl: z.union([z.literal(''), webAddress]).optional(),
    videoUrl: z
      .string()
      .trim()
      .max(SERVICE_LIMITS.url, { error: `Must be at most ${SERVICE_LIMITS.url} characters` })
      .optional(),
    videoDurationSeconds: z.number().optional(),
    /** Moments posted to each occurrence's room at a minute offset from its start. */
    moments: serviceMomentsSchema.optional(),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.repeat === 'weekly' && body.weekdays?.length === 0) {
      problem('weekdays', SERVICE_MESSAGES.weekdaysRequired);
    }
    if (body.until && body.until.slice(0, 10) < body.startsAt.slice(0, 10)) {
      problem('until', SERVICE_MESSAGES.untilBeforeStart);
    }
    if (body.mode === 'live') {
      if (!body.streamUrl) problem('streamUrl', SERVICE_MESSAGES.streamUrlRequired);
      else if (embedProblem({ streamUrl: body.streamUrl }) === 'not-a-player') {
        problem('streamUrl', SERVICE_MESSAGES.streamUrlNotPlayer);
      }
      return;
    }
    if (!body.videoUrl) problem('videoUrl', SERVICE_MESSAGES.videoUrlRequired);
    else if (!isSimulatedVideo(body.videoUrl)) {
      problem('videoUrl', SERVICE_MESSAGES.videoUrlInvalid);
    }
    const seconds = body.videoDurationSeconds;
    if (
      seconds === undefined ||
      !Number.isInteger(seconds) ||
      seconds < 1 ||
      seconds > SERVICE_LIMITS.videoSeconds
    ) {
      problem('videoDurationSeconds', SERVICE_MESSAGES.videoDurationRequired);
    }
  });
export type AdminServiceBody = z.input<typeof adminServiceBodySchema>;
export type AdminServiceInput = z.output<typeof adminServiceBodySchema>;

/** One occurrence changed on its own: called off, moved, retitled or made longer. */
export const adminOccurrenceBodySchema = z.object({
  cancelled: z.boolean().optional(),
  startsAt: instant(SERVICE_MESSAGES.startRequired).optional(),
  title: z
    .string()
    .trim()
    .max(SERVICE_LIMITS.title, { error: `Must be at most ${SERVICE_LIMITS.title} characters` })
    .optional(),
  /** Beyond the list: this occurrence's own length, to extend (or shorten) it. */
  durationMinutes: z
    .number({ error: SERVICE_MESSAGES.durationInvalid })
    .int({ error: SERVICE_MESSAGES.durationInvalid })
    .min(1, { error: SERVICE_MESSAGES.durationInvalid })
    .max(SERVICE_LIMITS.durationMinutes, { error: SERVICE_MESSAGES.durationInvalid })
    .optional(),
});
export type AdminOccurrenceBody = z.input<typeof adminOccurrenceBodySchema>;

export const serviceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  repeat: z.enum(SERVICE_REPEATS),
  weekdays: z.array(z.number().int()),
  until: z.string().nullable(),
  durationMinutes: z.number().int(),
  chatOpensMinutesBefore: z.number().int(),
  chatClosesMinutesAfter: z.number().int(),
  mode: z.enum(SERVICE_MODES),
  streamUrl: z.string(),
  videoUrl: z.string(),
  videoDurationSeconds: z.number().int().nullable(),
  /** The moments posted to each occurrence's room at their offsets (empty: none). */
  moments: serviceMomentsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** One time a service happens, as visitors and the panel see it (times ISO 8601 UTC). */
export const occurrenceSchema = z.object({
  /** The service's id and the occurrence's original start: stable when it is moved. */
  _id: z.string(),
  serviceId: z.string(),
  /** The start it had by the schedule, which names it in the occurrence address. */
  scheduledStartsAt: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  chatOpensAt: z.string(),
  chatClosesAt: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  mode: z.enum(SERVICE_MODES),
  /** The room (a stream of the live page), once its chat has opened. */
  streamId: z.string().nullable(),
  /**
   * The service's repeat as an iCalendar rule ("FREQ=WEEKLY;BYDAY=SU,WE"), for Add to
   * Calendar links that repeat; null for a service that happens once.
   */
  recurrence: z.string().nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const upcomingServicesQuerySchema = z.object({
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${SERVICE_LIMITS.upcomingDays}` })
    .int({ error: `days must be a whole number from 1 to ${SERVICE_LIMITS.upcomingDays}` })
    .min(1, { error: `days must be a whole number from 1 to ${SERVICE_LIMITS.upcomingDays}` })
    .max(SERVICE_LIMITS.upcomingDays, {
      error: `days must be a whole number from 1 to ${SERVICE_LIMITS.upcomingDays}`,
    })
    .default(SERVICE_DEFAULTS.upcomingDays),
});

export const upcomingServicesResponseSchema = z.object({ services: z.array(occurrenceSchema) });

/** The occurrence in its chat window now, with how far a simulated one has played. */
export const currentOccurrenceSchema = occurrenceSchema.extend({
  /** Seconds since the start (0 before it), for the player of a simulated service; else null. */
  positionSeconds: z.number().nullable(),
  /** The recorded video of a simulated service, and its length. */
  videoUrl: z.string().nullable(),
  videoDurationSeconds: z.number().int().nullable(),
});
export type CurrentOccurrence = z.infer<typeof currentOccurrenceSchema>;
export const currentServiceResponseSchema = z.object({
  service: currentOccurrenceSchema.nullable(),
});

/** What one occurrence drew: from its room's views and the "watching with you" answers. */
export const occurrenceAttendanceSchema = z.object({
  peakViewers: z.number().int(),
  uniqueViewers: z.number().int(),
  averageMinutes: z.number(),
  /** Viewers × the people each said watch with them, where they answered. */
  estimatedPeople: z.number().int(),
  /** The moments put over the room's chat, in the order they opened, with their responses. */
  moments: z
    .array(
      z.object({
        momentId: z.string(),
        kind: z.enum(MOMENT_KINDS),
        title: z.string(),
        responses: z.number().int(),
      }),
    )
    .optional(),
  /** Responses over all the room's moments, by kind (every kind, 0 when none). */
  responsesByKind: z
    .object({
      salvation: z.number().int(),
      'raise-hand': z.number().int(),
      'new-here': z.number().int(),
      'next-step': z.number().int(),
      prayer: z.number().int(),
    } satisfies Record<MomentKind, z.ZodNumber>)
    .optional(),
});
export type OccurrenceAttendance = z.infer<typeof occurrenceAttendanceSchema>;

export const adminOccurrenceSchema = occurrenceSchema.extend({
  cancelled: z.boolean(),
  attendance: occurrenceAttendanceSchema.nullable(),
});
export type AdminOccurrence = z.infer<typeof adminOccurrenceSchema>;

export const adminServiceSchema = serviceSchema.extend({
  /** The next start by the schedule (cancelled ones skipped), or null when it repeats no more. */
  nextStartsAt: z.string().nullable(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServicesResponseSchema = z.object({ services: z.array(adminServiceSchema) });
export const adminServiceResponseSchema = z.object({ service: adminServiceSchema });
/** One service with its recent and coming occurrences, newest attendance first in `past`. */
export const adminServiceDetailResponseSchema = z.object({
  service: adminServiceSchema,
  upcoming: z.array(adminOccurrenceSchema),
  past: z.array(adminOccurrenceSchema),
});
export type AdminServiceDetail = z.infer<typeof adminServiceDetailResponseSchema>;
export const adminOccurrenceResponseSchema = z.object({ occurrence: adminOccurrenceSchema });

export const SERVICE_ATTENDANCE_WEEKS = { default: 8, max: 52 } as const;
const weeksError = `weeks must be a whole number from 1 to ${SERVICE_ATTENDANCE_WEEKS.max}`;
export const serviceAttendanceQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: weeksError })
    .int({ error: weeksError })
    .min(1, { error: weeksError })
    .max(SERVICE_ATTENDANCE_WEEKS.max, { error: weeksError })
    .default(SERVICE_ATTENDANCE_WEEKS.default),
});

/** Attendance week over week: each service's occurrences of the period, newest first. */
export const serviceAttendanceResponseSchema = z.object({
  services: z.array(
    z.object({
      serviceId: z.string(),
      title: z.string(),
      occurrences: z.array(adminOccurrenceSchema),
    }),
  ),
});
export type ServiceAttendance = z.infer<typeof serviceAttendanceResponseSchema>;
