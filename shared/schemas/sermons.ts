import { z } from 'zod';
import { embedProblem } from '#shared/embed.js';
import { DEMO_SERMON_AUDIO_URL } from '#shared/sermon-media.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { isMediaUrl, MEDIA_URL_INVALID, mediaUrlSchema } from './media.js';

/**
 * Sermons: every service kept, with its series, preacher, scripture, notes, video and audio.
 * Published sermons with an audio file make the podcasts.
 */
export const SERMON_LIMITS = {
  title: 200,
  preacher: 120,
  scripture: 300,
  summary: 1000,
  /** Notes are Markdown (headings, lists, emphasis, links, quotes). */
  notes: 20_000,
  url: 2048,
  seriesTitle: 200,
  /** A podcast channel's description is at most 4000 bytes (PSP-1). */
  seriesDescription: 4000,
  /** What one search may hold. */
  query: 200,
  /** A sermon's audio lasts at most a day. */
  durationSeconds: 24 * 60 * 60,
  audioBytes: 2 ** 40,
  seriesOrder: 100_000,
} as const;

/** Sermons on one public page. */
export const SERMONS_PAGE_SIZE = 12;

/** The audio types a sermon's file may be: what the podcast enclosure says. */
export const SERMON_AUDIO_TYPES = ['audio/mpeg', 'audio/mp4'] as const;
export type SermonAudioType = (typeof SERMON_AUDIO_TYPES)[number];

export const SERMON_MESSAGES = {
  titleRequired: 'Title is required',
  preacherRequired: 'Preacher is required',
  preachedAtRequired: 'Date preached is required',
  timeInvalid: 'Enter a valid date',
  scriptureInvalid: 'Enter Bible references such as John 3:1–21 (book chapter:verse)',
  videoUrlInvalid: 'Use a video link (YouTube, Vimeo, Facebook, Twitch) or upload a video',
  audioUrlInvalid: MEDIA_URL_INVALID,
  audioBytesRequired: 'Size in bytes is required for an audio file hosted elsewhere',
  durationRequired: 'Length in seconds is required for an audio file hosted elsewhere',
  wholeNumber: 'Must be a whole number',
  seriesNotFound: 'Series not found',
  sermonNotFound: 'Sermon not found',
  seriesTitleRequired: 'Title is required',
  notAudio: 'The file is not a supported audio file (MP3 or M4A)',
  audioLengthUnknown:
    'The length of this audio file could not be read. Please upload an MP3 or M4A file.',
  audioMissing: 'The uploaded audio file was not found. Please upload it again.',
  sermonDeleted: 'Sermon deleted',
  seriesDeleted: 'Series deleted',
} as const;

const tooLong = (max: number) => ({ error: `Must be at most ${max} characters` });

const text = (max: number) => z.string().trim().max(max, tooLong(max));

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, tooLong(max));

const wholeNumber = (max: number) =>
  z.coerce
    .number({ error: SERMON_MESSAGES.wholeNumber })
    .int({ error: SERMON_MESSAGES.wholeNumber })
    .min(0, { error: SERMON_MESSAGES.wholeNumber })
    .max(max, { error: SERMON_MESSAGES.wholeNumber });

/** A sermon's video plays in the page: a player link by the embed rule, or a site upload. */
export function isSermonVideo(url: string): boolean {
  if (url === '') return true;
  if (url.startsWith('/uploads/')) return isMediaUrl(url);
  return embedProblem({ streamUrl: url }) === undefined;
}

/** A sermon as the public pages and the podcasts show it. */
export const publicSermonSchema = z.object({
  _id: z.string(),
  title: z.string(),
  preacher: z.string(),
  seriesId: z.string().nullable(),
  seriesTitle: z.string().nullable(),
  /** As the team wrote it: "John 3:1–21; Romans 8". */
  scripture: z.string(),
  /** The books it reads, as OSIS codes ("John", "Rom"), in order. */
  books: z.array(z.string()),
  /** ISO 8601 time. */
  preachedAt: z.string(),
  summary: z.string(),
  videoUrl: z.string(),
  /** Empty when the sermon has no audio. */
  audioUrl: z.string(),
  audioBytes: z.number().int(),
  audioType: z.enum(SERMON_AUDIO_TYPES).nullable(),
  durationSeconds: z.number().int(),
  /** The service room it was recorded in: its chat is kept and shown read-only beside the replay. */
  streamId: z.string().nullable(),
});
export type PublicSermon = z.infer<typeof publicSermonSchema>;

/** One sermon with its notes: the Markdown source and the same rendered to safe HTML. */
export const publicSermonDetailSchema = publicSermonSchema.extend({
  notes: z.string(),
  notesHtml: z.string(),
});
export type PublicSermonDetail = z.infer<typeof publicSermonDetailSchema>;

/** GET /api/sermons: published only, latest first. */
export const sermonsQuerySchema = z.object({
  q: z.string().trim().max(SERMON_LIMITS.query).optional(),
  series: z.string().trim().max(64).optional(),
  preacher: z.string().trim().max(SERMON_LIMITS.preacher).optional(),
  /** An OSIS book code ("John", "1Cor") or a book name ("1 Corinthians"). */
  book: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SermonsQuery = z.infer<typeof sermonsQuerySchema>;

export const sermonBookSchema = z.object({ code: z.string(), name: z.string() });

export const sermonsResponseSchema = z.object({
  sermons: z.array(publicSermonSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** What the filters offer: every preacher and book of the published sermons. */
  preachers: z.array(z.string()),
  books: z.array(sermonBookSchema),
});
export type SermonsResponse = z.infer<typeof sermonsResponseSchema>;

export const sermonResponseSchema = z.object({ sermon: publicSermonDetailSchema });
export type SermonResponse = z.infer<typeof sermonResponseSchema>;

/** A series as the public pages show it. */
export const publicSermonSeriesSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Square image; empty when the series has none (the church's artwork stands in). */
  artworkUrl: z.string(),
  order: z.number().int(),
  /** Published sermons in it. */
  sermonCount: z.number().int(),
  latestPreachedAt: z.string().nullable(),
});
export type PublicSermonSeries = z.infer<typeof publicSermonSeriesSchema>;

/** GET /api/sermon-series: series with a published sermon, in their order. */
export const sermonSeriesListResponseSchema = z.object({
  series: z.array(publicSermonSeriesSchema),
});
export type SermonSeriesListResponse = z.infer<typeof sermonSeriesListResponseSchema>;

/** A sermon as the panel sees it: drafts too, with its notes and bookkeeping. */
export const adminSermonSchema = publicSermonDetailSchema.extend({
  published: z.boolean(),
  /** The service occurrence a replay came from: its service and scheduled start. */
  serviceId: z.string().nullable(),
  occurrenceStartsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSermon = z.infer<typeof adminSermonSchema>;

export const adminSermonResponseSchema = z.object({ sermon: adminSermonSchema });
export type AdminSermonResponse = z.infer<typeof adminSermonResponseSchema>;

export const SERMON_STATUSES = ['draft', 'published'] as const;

/** GET /api/admin/sermons: search (title, preacher, summary, notes), series, preacher, status. */
export const adminSermonsQuerySchema = adminListQuerySchema.extend({
  series: z.string().trim().max(64).optional(),
  preacher: z.string().trim().max(SERMON_LIMITS.preacher).optional(),
  status: z.enum(SERMON_STATUSES).optional(),
});
export type AdminSermonsQuery = z.infer<typeof adminSermonsQuerySchema>;

export const adminSermonsResponseSchema = pageInfoSchema.extend({
  sermons: z.array(adminSermonSchema),
});
export type AdminSermonsResponse = z.infer<typeof adminSermonsResponseSchema>;

/**
 * POST /api/admin/sermon and PUT /api/admin/sermon/{id}. The scripture's references are checked
 * on the server (the Bible reference parser is too large for the browser): a reference naming no
 * book of the Bible answers 400 with a field error. An uploaded audio file's size is read from
 * the file itself; a file hosted elsewhere needs its size and length given.
 */
export const adminSermonBodySchema = z
  .object({
    title: requiredText(SERMON_LIMITS.title, SERMON_MESSAGES.titleRequired),
    preacher: requiredText(SERMON_LIMITS.preacher, SERMON_MESSAGES.preacherRequired),
    seriesId: z
      .union([z.string().trim().max(64), z.null()])
      .optional()
      .transform((value) => value || null),
    scripture: text(SERMON_LIMITS.scripture).default(''),
    preachedAt: z
      .string({ error: SERMON_MESSAGES.preachedAtRequired })
      .trim()
      .min(1, { error: SERMON_MESSAGES.preachedAtRequired })
      .refine((value) => !Number.isNaN(Date.parse(value)), { error: SERMON_MESSAGES.timeInvalid })
      .transform((value) => new Date(value).toISOString()),
    summary: text(SERMON_LIMITS.summary).default(''),
    notes: z.string().max(SERMON_LIMITS.notes, tooLong(SERMON_LIMITS.notes)).default(''),
    videoUrl: text(SERMON_LIMITS.url)
      .refine(isSermonVideo, { error: SERMON_MESSAGES.videoUrlInvalid })
      .default(''),
    // The demo sermon's sample file is part of the site: it stays valid when the team edits it.
    audioUrl: text(SERMON_LIMITS.url)
      .refine((url) => url === DEMO_SERMON_AUDIO_URL || isMediaUrl(url), {
        error: SERMON_MESSAGES.audioUrlInvalid,
      })
      .default(''),
    audioBytes: wholeNumber(SERMON_LIMITS.audioBytes).optional(),
    durationSeconds: wholeNumber(SERMON_LIMITS.durationSeconds).optional(),
    published: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (!body.audioUrl || body.audioUrl.startsWith('/uploads/')) return;
    if (!body.audioBytes) {
      context.addIssue({
        code: 'custom',
        path: ['audioBytes'],
        message: SERMON_MESSAGES.audioBytesRequired,
      });
    }
    if (!body.durationSeconds) {
      context.addIssue({
        code: 'custom',
        path: ['durationSeconds'],
        message: SERMON_MESSAGES.durationRequired,
      });
    }
  });
export type AdminSermonBody = z.input<typeof adminSermonBodySchema>;
export type AdminSermonInput = z.output<typeof adminSermonBodySchema>;

/** A series as the panel sees it. */
export const adminSermonSeriesSchema = publicSermonSeriesSchema.extend({
  /** Drafts too. */
  allSermonCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSermonSeries = z.infer<typeof adminSermonSeriesSchema>;

export const adminSermonSeriesListResponseSchema = z.object({
  series: z.array(adminSermonSeriesSchema),
});
export type AdminSermonSeriesListResponse = z.infer<typeof adminSermonSeriesListResponseSchema>;

export const adminSermonSeriesResponseSchema = z.object({ series: adminSermonSeriesSchema });
export type AdminSermonSeriesResponse = z.infer<typeof adminSermonSeriesResponseSchema>;

/** POST /api/admin/sermon-series and PUT /api/admin/sermon-series/{id}. */
export const adminSermonSeriesBodySchema = z.object({
  title: requiredText(SERMON_LIMITS.seriesTitle, SERMON_MESSAGES.seriesTitleRequired),
  description: text(SERMON_LIMITS.seriesDescription).default(''),
  artworkUrl: mediaUrlSchema(SERMON_LIMITS.url).default(''),
  order: z.coerce
    .number({ error: SERMON_MESSAGES.wholeNumber })
    .int({ error: SERMON_MESSAGES.wholeNumber })
    .min(0, { error: SERMON_MESSAGES.wholeNumber })
    .max(SERMON_LIMITS.seriesOrder, { error: SERMON_MESSAGES.wholeNumber })
    .default(0),
});
export type AdminSermonSeriesBody = z.input<typeof adminSermonSeriesBodySchema>;
export type AdminSermonSeriesInput = z.output<typeof adminSermonSeriesBodySchema>;

/** What the audio upload answers: the file's address, what its bytes are, its size and length. */
export const audioUploadResponseSchema = z.object({
  secure_url: z.string(),
  audioType: z.enum(SERMON_AUDIO_TYPES),
  audioBytes: z.number().int(),
  /** Seconds, rounded up. */
  durationSeconds: z.number().int(),
});
export type AudioUploadResponse = z.infer<typeof audioUploadResponseSchema>;
