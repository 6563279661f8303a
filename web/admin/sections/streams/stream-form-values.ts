import { z } from 'zod';
import { STREAM_TYPES } from '#shared/constants.js';
import { detectStreamType, toEmbedUrl } from '#shared/embed.js';
import {
  ADMIN_STREAM_MESSAGES,
  splitTags,
  type AdminStream,
  type AdminStreamBody,
} from '#shared/schemas/admin-streams.js';

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The add/edit form as it holds its values (title and streamUrl required, url type). */
export const streamFormSchema = z.object({
  title: z.string().trim().min(1, { error: ADMIN_STREAM_MESSAGES.titleRequired }),
  streamUrl: z
    .string()
    .trim()
    .min(1, { error: ADMIN_STREAM_MESSAGES.streamUrlRequired })
    .refine(isWebAddress, { error: ADMIN_STREAM_MESSAGES.streamUrlInvalid }),
  description: z.string(),
  streamType: z.enum(['auto', ...STREAM_TYPES]),
  embedUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isWebAddress(value), {
      error: ADMIN_STREAM_MESSAGES.embedUrlInvalid,
    }),
  /** A datetime-local value in the admin's own time zone, or empty. */
  scheduledDate: z.string(),
  /** Tags as typed: comma-separated. */
  tags: z.string(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
});
export type StreamFormValues = z.infer<typeof streamFormSchema>;

/** The fields the server may answer errors for, placed under the matching field. */
export const STREAM_FORM_FIELDS = [
  'title',
  'streamUrl',
  'description',
  'streamType',
  'embedUrl',
  'scheduledDate',
  'tags',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formValuesOf(stream: AdminStream | null): StreamFormValues {
  return {
    title: stream?.title ?? '',
    streamUrl: stream?.streamUrl ?? '',
    description: stream?.description ?? '',
    // Platform and player follow the link unless the admin set them to something else.
    streamType:
      stream && stream.streamType !== detectStreamType(stream.streamUrl)
        ? stream.streamType
        : 'auto',
    embedUrl:
      stream && stream.embedUrl !== toEmbedUrl({ streamUrl: stream.streamUrl })
        ? stream.embedUrl
        : '',
    scheduledDate: toLocalInput(stream?.scheduledDate ?? null),
    tags: stream?.tags.join(', ') ?? '',
    isFeatured: stream?.isFeatured ?? false,
    isActive: stream?.isActive ?? true,
  };
}

export function bodyOf(values: StreamFormValues): AdminStreamBody {
  return {
    title: values.title.trim(),
    streamUrl: values.streamUrl.trim(),
    description: values.description.trim(),
    ...(values.streamType === 'auto' ? {} : { streamType: values.streamType }),
    embedUrl: values.embedUrl.trim(),
    scheduledDate: values.scheduledDate ? new Date(values.scheduledDate).toISOString() : null,
    tags: splitTags(values.tags),
    isFeatured: values.isFeatured,
    isActive: values.isActive,
  };
}
