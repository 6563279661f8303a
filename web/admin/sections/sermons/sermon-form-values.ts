import { z } from 'zod';
import { SERMON_LIMITS, SERMON_MESSAGES, type AdminSermon } from '#shared/schemas/sermons.js';
import { instantOfWallClock, wallClockIn } from '#web/lib/church-time.js';
import type { SermonBody } from './api.js';

const tooLong = (max: number) => ({ error: `Must be at most ${max} characters` });

/** A file this site holds; anything else is a link to a file hosted elsewhere. */
export const isUpload = (url: string) => url.startsWith('/uploads/');

/** A whole number of bytes or seconds as typed, or null when it is none. */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The sermon form as the browser holds it: the date preached as a `datetime-local` value in
 * church time, and an audio file hosted elsewhere with its size and length as typed. The
 * scripture's references are checked by the server, which knows the books of the Bible.
 */
export const sermonFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: SERMON_MESSAGES.titleRequired })
      .max(SERMON_LIMITS.title, tooLong(SERMON_LIMITS.title)),
    preacher: z
      .string()
      .trim()
      .min(1, { error: SERMON_MESSAGES.preacherRequired })
      .max(SERMON_LIMITS.preacher, tooLong(SERMON_LIMITS.preacher)),
    preachedAt: z.string().min(1, { error: SERMON_MESSAGES.preachedAtRequired }),
    seriesId: z.string(),
    scripture: z.string().max(SERMON_LIMITS.scripture, tooLong(SERMON_LIMITS.scripture)),
    summary: z.string().max(SERMON_LIMITS.summary, tooLong(SERMON_LIMITS.summary)),
    notes: z.string().max(SERMON_LIMITS.notes, tooLong(SERMON_LIMITS.notes)),
    videoUrl: z.string().trim().max(SERMON_LIMITS.url, tooLong(SERMON_LIMITS.url)),
    audioUrl: z.string().trim().max(SERMON_LIMITS.url, tooLong(SERMON_LIMITS.url)),
    audioBytes: z.string(),
    durationSeconds: z.string(),
    published: z.boolean(),
  })
  .superRefine((form, context) => {
    // An uploaded file's size and length are read from it; a file hosted elsewhere needs both.
    if (!form.audioUrl || isUpload(form.audioUrl)) return;
    const check = (path: 'audioBytes' | 'durationSeconds', max: number, required: string): void => {
      const text = form[path].trim();
      if (!text) {
        context.addIssue({ code: 'custom', path: [path], message: required });
        return;
      }
      const value = wholeNumberOf(text);
      if (value === null || value > max) {
        context.addIssue({ code: 'custom', path: [path], message: SERMON_MESSAGES.wholeNumber });
      } else if (value === 0) {
        context.addIssue({ code: 'custom', path: [path], message: required });
      }
    };
    check('audioBytes', SERMON_LIMITS.audioBytes, SERMON_MESSAGES.audioBytesRequired);
    check('durationSeconds', SERMON_LIMITS.durationSeconds, SERMON_MESSAGES.durationRequired);
  });
export type SermonFormValues = z.infer<typeof sermonFormSchema>;

/** The form's fields: the server's field errors carry the same names. */
export const SERMON_FORM_FIELDS = [
  'title',
  'preacher',
  'preachedAt',
  'seriesId',
  'scripture',
  'summary',
  'notes',
  'videoUrl',
  'audioUrl',
  'audioBytes',
  'durationSeconds',
  'published',
] as const satisfies readonly (keyof SermonFormValues)[];

/** `2026-12-06T10:30` in the church's zone, as a datetime-local input shows it. */
export function toChurchInput(iso: string, churchZone: string): string {
  const { date, time } = wallClockIn(new Date(iso), churchZone);
  return `${date}T${time}`;
}

/** A datetime-local value in church time as the ISO instant the API stores. */
export function fromChurchInput(value: string, churchZone: string): string {
  const [date = '', time = ''] = value.split('T');
  return instantOfWallClock(date, time.slice(0, 5), churchZone);
}

const numberText = (value: number | undefined) => (value ? String(value) : '');

export function formValuesOf(sermon: AdminSermon | null, churchZone: string): SermonFormValues {
  return {
    title: sermon?.title ?? '',
    preacher: sermon?.preacher ?? '',
    preachedAt: sermon ? toChurchInput(sermon.preachedAt, churchZone) : '',
    seriesId: sermon?.seriesId ?? '',
    scripture: sermon?.scripture ?? '',
    summary: sermon?.summary ?? '',
    notes: sermon?.notes ?? '',
    videoUrl: sermon?.videoUrl ?? '',
    audioUrl: sermon?.audioUrl ?? '',
    audioBytes: numberText(sermon?.audioBytes),
    durationSeconds: numberText(sermon?.durationSeconds),
    published: sermon?.published ?? false,
  };
}

/** What the form sends: no series as null, and the audio's size and length only with a file. */
export function sermonBodyOf(values: SermonFormValues, churchZone: string): SermonBody {
  const audioUrl = values.audioUrl.trim();
  const audioBytes = wholeNumberOf(values.audioBytes);
  const durationSeconds = wholeNumberOf(values.durationSeconds);
  return {
    title: values.title.trim(),
    preacher: values.preacher.trim(),
    seriesId: values.seriesId || null,
    scripture: values.scripture.trim(),
    preachedAt: fromChurchInput(values.preachedAt, churchZone),
    summary: values.summary.trim(),
    notes: values.notes,
    videoUrl: values.videoUrl.trim(),
    audioUrl,
    ...(audioUrl && audioBytes ? { audioBytes } : {}),
    ...(audioUrl && durationSeconds ? { durationSeconds } : {}),
    published: values.published,
  };
}
