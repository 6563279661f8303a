import { z } from 'zod';

/** Uploaded files are served from this site (`/uploads/...`); links elsewhere must be web addresses. */
export const isMediaUrl = (value: string) =>
  value === '' || /^(https?:\/\/|\/uploads\/)\S+$/.test(value);

export const MEDIA_URL_INVALID = 'Enter a web address (https://...) or upload a file';

/** An optional image or video: an upload of this site, a web address, or empty. */
export const mediaUrlSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine(isMediaUrl, { error: MEDIA_URL_INVALID });
