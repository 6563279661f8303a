import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { parseStream } from 'music-metadata';
import type { SermonAudioType } from '#shared/schemas/sermons.js';
import { DURATION_BUDGET, readBytes, readMovieHeaderSeconds } from './video-duration.js';

/**
 * How much work reading an audio file's length may take, whatever the file holds. An MP3 tells
 * its length in its first frame (a Xing, Info or VBRI header) or, at a constant bitrate, by its
 * size; an M4A in its movie header, read within the MP4 box budget.
 */
export const AUDIO_DURATION_BUDGET = {
  /** ID3v2 tags stepped over at the start, by their declared size (a cover is never read). */
  id3Tags: 4,
  /** Bytes from the first MPEG frame on handed to the metadata reader. */
  mpegHeadBytes: 64 * 1024,
  /** Wall time for the whole reading. */
  milliseconds: DURATION_BUDGET.milliseconds,
} as const;

const ID3V2_HEADER = 10;
const ID3V1_SIZE = 128;

/** Where the MPEG frames start: after any ID3v2 tags, each skipped by its declared size. */
async function afterId3v2Tags(file: FileHandle): Promise<number> {
  let position = 0;
  for (let tag = 0; tag < AUDIO_DURATION_BUDGET.id3Tags; tag += 1) {
    const header = await readBytes(file, position, ID3V2_HEADER);
    if (header.length < ID3V2_HEADER || header.toString('latin1', 0, 3) !== 'ID3') break;
    // The size is "synchsafe": seven bits in each of four bytes.
    const [a = 0, b = 0, c = 0, d = 0] = header.subarray(6, 10);
    const body = ((a & 0x7f) << 21) | ((b & 0x7f) << 14) | ((c & 0x7f) << 7) | (d & 0x7f);
    const footer = (header[5] ?? 0) & 0x10 ? ID3V2_HEADER : 0;
    position += ID3V2_HEADER + body + footer;
  }
  return position;
}

const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** The frame header is followed by 32 bytes, then the VBRI header, whatever the channels. */
const VBRI_AT = 36;

/**
 * The length a Fraunhofer VBRI header declares in the first frame: the metadata reader knows
 * Xing and Info headers only.
 */
function vbriSeconds(head: Buffer): number | undefined {
  if (head.length < VBRI_AT + 18 || head.toString('latin1', VBRI_AT, VBRI_AT + 4) !== 'VBRI') {
    return undefined;
  }
  const [sync = 0, flags = 0, rateBits = 0] = head;
  const isLayer3 = ((flags >> 1) & 0b11) === 1;
  if (sync !== 0xff || (flags & 0xe0) !== 0xe0 || !isLayer3) return undefined;
  const version = (flags >> 3) & 0b11;
  const sampleRate = SAMPLE_RATES[version]?.[(rateBits >> 2) & 0b11];
  const frames = head.readUInt32BE(VBRI_AT + 14);
  if (!sampleRate || frames === 0) return undefined;
  return (frames * (version === 3 ? 1152 : 576)) / sampleRate;
}

/**
 * An MP3's length from its first frames only. The metadata reader is given those bytes: it reads
 * a Xing/Info header (LAME's included) where there is one, and tells a constant bitrate from the
 * first frames, whose length is then the stream's size over that bitrate. A variable bitrate
 * without a header would need every frame counted, and is answered "could not be read".
 */
async function readMp3Seconds(path: string, deadline: number): Promise<number | undefined> {
  const file = await open(path, 'r');
  let head: Buffer;
  let streamBytes: number;
  try {
    const { size } = await file.stat();
    const start = await afterId3v2Tags(file);
    const tail = size >= ID3V1_SIZE ? await readBytes(file, size - ID3V1_SIZE, 3) : undefined;
    streamBytes = size - start - (tail?.toString('latin1') === 'TAG' ? ID3V1_SIZE : 0);
    if (streamBytes <= 0) return undefined;
    head = await readBytes(file, start, AUDIO_DURATION_BUDGET.mpegHeadBytes);
  } finally {
    await file.close();
  }
  const declared = vbriSeconds(head);
  if (declared !== undefined) return declared;

  const timeLeft = deadline - Date.now();
  if (timeLeft <= 0) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeLeft);
  });
  const parsed = parseStream(
    Readable.from([head], { objectMode: false }),
    { mimeType: 'audio/mpeg', size: streamBytes },
    { skipCovers: true, skipPostHeaders: true },
  )
    .then(({ format }) => {
      if (format.duration) return format.duration;
      // Short of the whole stream, the reader stops before working the length out itself.
      if (format.codecProfile === 'CBR' && format.bitrate) {
        return (streamBytes * 8) / format.bitrate;
      }
      return undefined;
    })
    .catch(() => undefined);
  try {
    const seconds = await Promise.race([parsed, outOfTime]);
    return seconds && Number.isFinite(seconds) ? seconds : undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** An audio file's length in seconds read from the file itself, or undefined when it cannot be told. */
export async function readAudioSeconds(
  path: string,
  type: SermonAudioType,
): Promise<number | undefined> {
  const deadline = Date.now() + AUDIO_DURATION_BUDGET.milliseconds;
  try {
    return type === 'audio/mpeg'
      ? await readMp3Seconds(path, deadline)
      : await readMovieHeaderSeconds(path, deadline);
  } catch {
    return undefined;
  }
}
