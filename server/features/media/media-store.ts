import { ERROR_CODES } from '#shared/error-codes.js';
import { fileTypeFromFile } from 'file-type';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API } from '#shared/api-paths.js';
import { MAX_VIDEO_SECONDS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, keepPrivate } from '#server/platform/data-dir.js';
import { newId } from '#server/platform/db/ids.js';
import { AppError, ValidationError } from '#server/platform/errors.js';
import { readVideoSeconds } from './video-duration.js';

export type MediaKind = 'image' | 'video';

/** What each field accepts, by the type its bytes show (never its name or declared type). */
export const ACCEPTED_MEDIA: Record<MediaKind, Record<string, string>> = {
  image: {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'image/avif': 'avif',
  },
  video: {
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'video/quicktime': 'mov',
    'video/x-m4v': 'm4v',
  },
};

export const UPLOAD_MESSAGES = {
  fileRequired: 'Choose a file to upload',
  notImage: 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF)',
  notVideo: 'The file is not a supported video (MP4, WebM or MOV)',
  unknownLength: 'The length of this video could not be read. Please upload an MP4 or WebM file.',
  malformed: 'The upload could not be read. Please choose the file and try again.',
  tooSlow: 'The upload arrived too slowly and was stopped. Please try again.',
  tooLarge: (maxBytes: number) => `The file is larger than ${readableSize(maxBytes)}`,
} as const;

function readableSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${Math.round(megabytes * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface StoredMedia {
  url: string;
  /** Seconds, rounded up; 0 for images. */
  duration: number;
}

class UnsupportedMediaError extends AppError {
  constructor(message: string) {
    super(415, ERROR_CODES.unsupportedMediaType, message, { file: message });
  }
}

class FileTooLargeError extends AppError {
  constructor(message: string) {
    super(413, ERROR_CODES.payloadTooLarge, message, { file: message });
  }
}

/** Event images and videos kept in DATA_DIR/uploads and served by the app under /uploads/. */
export function createMediaStore(options: { dir: string; maxBytes: Record<MediaKind, number> }) {
  // Owner-only, like the rest of DATA_DIR: the app itself serves these files.
  mkdirSync(options.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  keepPrivate(options.dir, PRIVATE_DIR_MODE);

  return {
    dir: options.dir,
    maxBytes: options.maxBytes,
    tooLarge: (kind: MediaKind) =>
      new FileTooLargeError(UPLOAD_MESSAGES.tooLarge(options.maxBytes[kind])),

    /**
     * Writes the stream to a temporary file, then keeps it only when its bytes are an accepted
     * type, it is within the size limit and, for a video, at most MAX_VIDEO_SECONDS long.
     */
    async save(kind: MediaKind, stream: Readable & { truncated?: boolean }): Promise<StoredMedia> {
      const id = newId();
      const partial = join(options.dir, `.${id}.part`);
      let kept: string | undefined;
      try {
        await pipeline(stream, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
        if (stream.truncated) throw this.tooLarge(kind);

        const type = await fileTypeFromFile(partial);
        const extension = type ? ACCEPTED_MEDIA[kind][type.mime] : undefined;
        if (!type || !extension) {
          throw new UnsupportedMediaError(
            kind === 'image' ? UPLOAD_MESSAGES.notImage : UPLOAD_MESSAGES.notVideo,
          );
        }
        const fileName = `${id}.${extension}`;
        const target = join(options.dir, fileName);
        await rename(partial, target);
        kept = target;

        let duration = 0;
        if (kind === 'video') {
          const seconds = await readVideoSeconds(target, type.mime);
          if (seconds === undefined) {
            throw new ValidationError(UPLOAD_MESSAGES.unknownLength, {
              file: UPLOAD_MESSAGES.unknownLength,
            });
          }
          if (seconds > MAX_VIDEO_SECONDS) {
            throw new ValidationError(MESSAGES.uploads.videoTooLong, {
              file: MESSAGES.uploads.videoTooLong,
            });
          }
          duration = Math.ceil(seconds);
        }
        return { url: `${API.uploadedFiles}${fileName}`, duration };
      } catch (error) {
        await rm(partial, { force: true });
        if (kept) await rm(kept, { force: true });
        throw error;
      }
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;

const UPLOADED_FILE = /^\/uploads\/([0-9a-f]{24}\.[a-z0-9]{2,5})$/;

/**
 * Deletes uploaded files an event no longer uses, once no other event refers to them either.
 * Links elsewhere (a media hosting service) are left alone.
 */
export async function releaseUnusedUploads(
  dir: string,
  urls: string[],
  isInUse: (url: string) => Promise<boolean>,
): Promise<void> {
  for (const url of new Set(urls)) {
    const name = UPLOADED_FILE.exec(url)?.[1];
    if (name && !(await isInUse(url))) await rm(join(dir, name), { force: true });
  }
}
