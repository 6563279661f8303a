import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { z } from 'zod';
import type { paths } from '#shared/api-types.js';
import type { PublicSettings } from '#shared/schemas/settings.js';
import type { ApiAnswer } from '#web/lib/api.js';
import { apiUpload, unexpectedAnswer } from '#web/lib/api-client.js';

export type MediaKind = 'image' | 'video' | 'audio';
type MediaHosting = NonNullable<PublicSettings['mediaHosting']>;

export interface UploadedMedia {
  url: string;
  /** Seconds, when the service reports it (videos, and audio as this server reads it). */
  duration: number | undefined;
  /** The file's size in bytes, when the server reports it (audio, for a podcast's enclosure). */
  bytes: number | undefined;
}

/**
 * This server's upload route for each kind, named as the API document names it. The file goes
 * by XMLHttpRequest (`apiUpload`) rather than the typed client, which cannot report progress;
 * its path and answer are still the API's own.
 */
const UPLOAD_PATHS = {
  image: '/api/admin/upload/image',
  video: '/api/admin/upload/video',
  audio: '/api/admin/upload/audio',
} as const satisfies Record<MediaKind, PathsWithMethod<paths, 'post'>>;
type UploadAnswer<Kind extends MediaKind> = ApiAnswer<(typeof UPLOAD_PATHS)[Kind], 'post'>;

/** The hosting service answers more fields; only these are read. */
const hostedResponseSchema = z.object({
  secure_url: z.string(),
  duration: z.number().optional(),
});

const hostedUrl = (hosting: MediaHosting, kind: MediaKind) =>
  `https://api.cloudinary.com/v1_1/${encodeURIComponent(hosting.cloudName)}/${kind}/upload`;

/**
 * Uploads an event image or video: straight to the media hosting service when the church set
 * one up (images in its folder, videos in the `videos` sub-folder), otherwise to this server.
 * Audio always goes to this server, which reads the file's length and size for the podcasts.
 */
export async function uploadMedia(
  kind: MediaKind,
  file: File,
  hosting: MediaHosting | null | undefined,
  onProgress: (percent: number) => void,
): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  if (kind === 'audio') {
    const answer = await apiUpload<UploadAnswer<'audio'>>(UPLOAD_PATHS.audio, form, {
      auth: 'admin',
      onProgress,
    });
    return { url: answer.secure_url, duration: answer.durationSeconds, bytes: answer.audioBytes };
  }
  if (hosting) {
    form.append('upload_preset', hosting.uploadPreset);
    form.append('folder', kind === 'video' ? `${hosting.folder}/videos` : hosting.folder);
    // Another service's answer: checked here, as this server's own answers are by the server.
    const hosted = hostedResponseSchema.safeParse(
      await apiUpload<unknown>(hostedUrl(hosting, kind), form, { onProgress }),
    );
    if (!hosted.success) throw unexpectedAnswer(200);
    const answer = hosted.data;
    return { url: answer.secure_url, duration: answer.duration, bytes: undefined };
  }
  const answer = await apiUpload<UploadAnswer<'image' | 'video'>>(UPLOAD_PATHS[kind], form, {
    auth: 'admin',
    onProgress,
  });
  return {
    url: answer.secure_url,
    duration: kind === 'video' ? answer.duration : undefined,
    bytes: undefined,
  };
}
