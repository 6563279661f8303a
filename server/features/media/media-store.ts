import { ERROR_CODES } from '#shared/error-codes.js';
import { fileTypeFromFile, type FileTypeResult } from 'file-type';
import { createWriteStream, mkdirSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API } from '#shared/api-paths.js';
import { MAX_VIDEO_SECONDS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { SERMON_LIMITS, SERMON_MESSAGES, type SermonAudioType } from '#shared/schemas/sermons.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, keepPrivate } from '#server/platform/data-dir.js';
import { newId } from '#server/platform/db/ids.js';
import { AppError, ValidationError } from '#server/platform/errors.js';
import { readAudioSeconds } from './audio-duration.js';
import { readBytes, readVideoSeconds } from './video-duration.js';

export type MediaKind = 'image' | 'video' | 'audio';

/** What each field accepts, by the type its bytes show (never its name or declared type). */
export const ACCEPTED_MEDIA: Record<Exclude<MediaKind, 'audio'>, Record<string, string>> = {
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

const NOT_ACCEPTED: Record<MediaKind, string> = {
  image: UPLOAD_MESSAGES.notImage,
  video: UPLOAD_MESSAGES.notVideo,
  audio: SERMON_MESSAGES.notAudio,
};

/** A sermon's audio as it is kept: its file's extension and the type its enclosure gives. */
const AUDIO_FORMATS = {
  mp3: { extension: 'mp3', mime: 'audio/mpeg' },
  m4a: { extension: 'm4a', mime: 'audio/mp4' },
} as const satisfies Record<string, { extension: string; mime: SermonAudioType }>;

/** The first bytes an `ftyp` box's brands are looked for in. */
const FTYP_HEAD_BYTES = 256;

/** Whether an MP4 file's `ftyp` box names the M4A brand, as its major or a compatible brand. */
async function hasM4aBrand(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = await readBytes(file, 0, FTYP_HEAD_BYTES);
    if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
    const end = Math.min(head.readUInt32BE(0), head.length);
    // Major brand at 8, minor version at 12, then the compatible brands.
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      if (head.toString('latin1', at, at + 4) === 'M4A ') return true;
    }
    return false;
  } finally {
    await file.close();
  }
}

/**
 * MP3 or M4A, by the bytes. MPEG layers I and II sniff as audio/mpeg too but are no MP3s; an M4A
 * whose major brand is a general MP4 one sniffs as a video and is told by its brands.
 */
async function audioFormatOf(path: string, sniffed: FileTypeResult) {
  if (sniffed.mime === 'audio/mpeg') return sniffed.ext === 'mp3' ? AUDIO_FORMATS.mp3 : undefined;
  if (sniffed.mime === 'audio/x-m4a' || sniffed.mime === 'audio/mp4') return AUDIO_FORMATS.m4a;
  if (sniffed.mime === 'video/mp4' && (await hasM4aBrand(path))) return AUDIO_FORMATS.m4a;
  return undefined;
}

/** The extension and type an upload is kept as, or undefined when the field does not take it. */
async function acceptedFormat(
  kind: MediaKind,
  path: string,
): Promise<{ extension: string; mime: string } | undefined> {
  const sniffed = await fileTypeFromFile(path);
  if (!sniffed) return undefined;
  if (kind === 'audio') return audioFormatOf(path, sniffed);
  const extension = ACCEPTED_MEDIA[kind][sniffed.mime];
  return extension ? { extension, mime: sniffed.mime } : undefined;
}

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
  /** The type its bytes show (audio/mp4 for any M4A). */
  mime: string;
  bytes: number;
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

/**
 * Event images and videos, and sermons' audio, kept in DATA_DIR/uploads and served by the app
 * under /uploads/.
 */
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
     * type, it is within the size limit and, for a video, at most MAX_VIDEO_SECONDS long. A
     * video's or audio file's length is read from the file, and one that cannot be told is refused.
     */
    async save(kind: MediaKind, stream: Readable & { truncated?: boolean }): Promise<StoredMedia> {
      const id = newId();
      const partial = join(options.dir, `.${id}.part`);
      let kept: string | undefined;
      try {
        await pipeline(stream, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
        if (stream.truncated) throw this.tooLarge(kind);

        const format = await acceptedFormat(kind, partial);
        if (!format) throw new UnsupportedMediaError(NOT_ACCEPTED[kind]);
        const fileName = `${id}.${format.extension}`;
        const target = join(options.dir, fileName);
        await rename(partial, target);
        kept = target;
        const { size: bytes } = await stat(target);

        let duration = 0;
        if (kind === 'audio' && (format.mime === 'audio/mpeg' || format.mime === 'audio/mp4')) {
          const seconds = await readAudioSeconds(target, format.mime);
          // Nothing preached lasts longer than a day: a file claiming it is not to be believed.
          if (!seconds || seconds > SERMON_LIMITS.durationSeconds) {
            throw new ValidationError(SERMON_MESSAGES.audioLengthUnknown, {
              file: SERMON_MESSAGES.audioLengthUnknown,
            });
          }
          duration = Math.ceil(seconds);
        }
        if (kind === 'video') {
          const seconds = await readVideoSeconds(target, format.mime);
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
        return { url: `${API.uploadedFiles}${fileName}`, duration, mime: format.mime, bytes };
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
