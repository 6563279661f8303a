import { z } from 'zod';
import {
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_VIDEO_DURATION,
  EVENT_CATEGORIES,
} from '#shared/constants.js';
import {
  EVENT_FIELD_MESSAGES,
  EVENT_TEXT_LIMITS,
  type AdminEvent,
} from '#shared/schemas/events.js';
import type { EventBody } from './api.js';

const tooLong = (max: number) => ({ error: `Must be at most ${max} characters` });

/** The event form as the browser holds it: times as `datetime-local` values in local time. */
export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: EVENT_FIELD_MESSAGES.titleRequired })
      .max(EVENT_TEXT_LIMITS.title, tooLong(EVENT_TEXT_LIMITS.title)),
    description: z
      .string()
      .max(EVENT_TEXT_LIMITS.description, tooLong(EVENT_TEXT_LIMITS.description)),
    startDate: z.string().min(1, { error: EVENT_FIELD_MESSAGES.startRequired }),
    endDate: z.string(),
    location: z.string().max(EVENT_TEXT_LIMITS.location, tooLong(EVENT_TEXT_LIMITS.location)),
    category: z.enum(EVENT_CATEGORIES, { error: EVENT_FIELD_MESSAGES.categoryRequired }),
    imageUrl: z.string(),
    videoUrl: z.string(),
    videoDuration: z.number().int().min(0),
  })
  .refine((form) => !form.endDate || !form.startDate || form.endDate >= form.startDate, {
    path: ['endDate'],
    error: EVENT_FIELD_MESSAGES.endBeforeStart,
  });
export type EventFormValues = z.infer<typeof eventFormSchema>;
export type EventFormField = keyof EventFormValues;

/** `2026-11-29T09:00` in the admin's own time zone, as a datetime-local input shows it. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value (local time) as the UTC ISO time the API stores. */
function fromLocalInput(value: string): string {
  return value ? new Date(value).toISOString() : '';
}

export function formValuesOf(event: AdminEvent | null): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    startDate: toLocalInput(event?.startDate ?? null),
    endDate: toLocalInput(event?.endDate ?? null),
    location: event?.location ?? '',
    category: event?.category ?? DEFAULT_EVENT_CATEGORY,
    imageUrl: event?.imageUrl ?? '',
    videoUrl: event?.videoUrl ?? '',
    videoDuration: event?.videoDuration ?? DEFAULT_VIDEO_DURATION,
  };
}

/** What the form sends: the event fields the admin API takes. */
export function eventInputOf(values: EventFormValues): EventBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    startDate: fromLocalInput(values.startDate),
    endDate: values.endDate ? fromLocalInput(values.endDate) : null,
    location: values.location.trim(),
    imageUrl: values.imageUrl,
    videoUrl: values.videoUrl,
    videoDuration: values.videoUrl ? values.videoDuration : 0,
    category: values.category,
  };
}

const FORM_FIELDS = new Set<string>([
  'title',
  'description',
  'startDate',
  'endDate',
  'location',
  'category',
  'imageUrl',
  'videoUrl',
  'videoDuration',
]);

/** Server field errors the form can show under a field; others go in the banner. */
export function isFormField(name: string): name is EventFormField {
  return FORM_FIELDS.has(name);
}
