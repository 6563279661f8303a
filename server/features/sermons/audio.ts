import { fileTypeFromFile } from 'file-type';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SERMON_MESSAGES, type SermonAudioType } from '#shared/schemas/sermons.js';
import { MESSAGES } from '#shared/messages.js';
import { ValidationError } from '#server/platform/errors.js';

/** What a sermon stores of its audio file. */
export interface SermonAudio {
  audioUrl: string;
  audioBytes: number;
  audioType: SermonAudioType | null;
  durationSeconds: number;
}

/** An M4A sniffs as any of these, by the brand its container names. */
const AUDIO_TYPES: Record<string, SermonAudioType> = {
  'audio/mpeg': 'audio/mpeg',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
  'video/mp4': 'audio/mp4',
};

/** A file of this site's uploads folder, by its address; undefined for any other address. */
const UPLOADED = /^\/uploads\/([\w.-]+)$/;

const audioError = (message: string) =>
  new ValidationError(MESSAGES.errors.validation, { audioUrl: message });

/** The type a file hosted elsewhere is, by its name: what a podcast app is told to expect. */
function typeByName(url: string): SermonAudioType {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not a full address: its name is judged as written.
  }
  return /\.(m4a|mp4)$/i.test(path) ? 'audio/mp4' : 'audio/mpeg';
}

/**
 * What the sermon stores of its audio. An uploaded file's size and type are read from the file
 * itself, never taken from the form; a file hosted elsewhere keeps the size and length given.
 */
export async function resolveAudio(
  uploadsDir: string,
  input: {
    audioUrl: string;
    audioBytes?: number | undefined;
    durationSeconds?: number | undefined;
  },
): Promise<SermonAudio> {
  const durationSeconds = input.durationSeconds ?? 0;
  if (input.audioUrl === '') {
    return { audioUrl: '', audioBytes: 0, audioType: null, durationSeconds };
  }
  if (!input.audioUrl.startsWith('/uploads/')) {
    return {
      audioUrl: input.audioUrl,
      audioBytes: input.audioBytes ?? 0,
      audioType: typeByName(input.audioUrl),
      durationSeconds,
    };
  }
  const name = UPLOADED.exec(input.audioUrl)?.[1];
  if (!name || name.startsWith('.')) throw audioError(SERMON_MESSAGES.audioMissing);
  const file = join(uploadsDir, name);
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) throw audioError(SERMON_MESSAGES.audioMissing);
  const sniffed = await fileTypeFromFile(file).catch(() => undefined);
  const audioType = sniffed ? AUDIO_TYPES[sniffed.mime] : undefined;
  if (!audioType) throw audioError(SERMON_MESSAGES.notAudio);
  return { audioUrl: input.audioUrl, audioBytes: found.size, audioType, durationSeconds };
}
