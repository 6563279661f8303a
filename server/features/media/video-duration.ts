import { open, type FileHandle } from 'node:fs/promises';
import { parseBuffer } from 'music-metadata';

/**
 * How much work reading a video's length may take, whatever the file holds (ADR 0067). A real
 * MP4 has a handful of top-level boxes and its `mvhd` first in `moov`; a WebM declares its
 * Duration in the Segment Info within its first kilobytes. A file that needs more is answered
 * "length could not be read", so a crafted file costs the same as a real one.
 */
export const DURATION_BUDGET = {
  /** Boxes looked at, top level and inside `moov` together. */
  mp4Boxes: 64,
  /** Bytes of a WebM's start handed to the metadata reader. */
  webmHeadBytes: 256 * 1024,
  /** Wall time for the whole reading. */
  milliseconds: 2_000,
} as const;

const BOX_HEADER = 8;
const LARGE_BOX_HEADER = 16;

class BudgetSpent extends Error {}

export async function readBytes(
  file: FileHandle,
  position: number,
  length: number,
): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Reads box headers only, counting each box against one budget. */
function createBoxWalker(file: FileHandle, deadline: number) {
  let boxesLeft: number = DURATION_BUDGET.mp4Boxes;

  /** Where the first `type` box between `start` and `end` has its body, if any. */
  return async function findBox(
    type: string,
    start: number,
    end: number,
  ): Promise<{ body: number; size: number } | undefined> {
    let position = start;
    while (position + BOX_HEADER <= end) {
      boxesLeft -= 1;
      if (boxesLeft < 0 || Date.now() > deadline) throw new BudgetSpent();
      const header = await readBytes(file, position, LARGE_BOX_HEADER);
      if (header.length < BOX_HEADER) return undefined;
      let size = header.readUInt32BE(0);
      let headerSize = BOX_HEADER;
      if (size === 1) {
        if (header.length < LARGE_BOX_HEADER) return undefined;
        size = Number(header.readBigUInt64BE(8));
        headerSize = LARGE_BOX_HEADER;
      } else if (size === 0) {
        size = end - position;
      }
      if (size < headerSize || position + size > end) return undefined;
      if (header.toString('latin1', 4, 8) === type) {
        return { body: position + headerSize, size: size - headerSize };
      }
      position += size;
    }
    return undefined;
  };
}

/**
 * The movie length an MP4 or QuickTime file declares in its `moov/mvhd` box: the metadata
 * library reads durations from audio tracks, and a video may have none.
 */
export async function readMovieHeaderSeconds(
  path: string,
  deadline = Date.now() + DURATION_BUDGET.milliseconds,
): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const findBox = createBoxWalker(file, deadline);
    const moov = await findBox('moov', 0, size);
    if (!moov) return undefined;
    const mvhd = await findBox('mvhd', moov.body, moov.body + moov.size);
    if (!mvhd || mvhd.size < 32) return undefined;
    const body = await readBytes(file, mvhd.body, 32);
    if (body.length < 32) return undefined;
    const [timescale, units] =
      body[0] === 1
        ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))]
        : [body.readUInt32BE(12), body.readUInt32BE(16)];
    return timescale > 0 && units > 0 ? units / timescale : undefined;
  } catch {
    return undefined;
  } finally {
    await file.close();
  }
}

/** A WebM's declared Duration, read from its first bytes only. */
async function readWebmSeconds(path: string, deadline: number): Promise<number | undefined> {
  const file = await open(path, 'r');
  let head: Buffer;
  try {
    head = await readBytes(file, 0, DURATION_BUDGET.webmHeadBytes);
  } finally {
    await file.close();
  }
  const timeLeft = deadline - Date.now();
  if (timeLeft <= 0) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeLeft);
  });
  const parsed = parseBuffer(
    head,
    { mimeType: 'video/webm', size: head.length },
    {
      skipCovers: true,
      skipPostHeaders: true,
    },
  )
    .then(({ format }) =>
      format.duration && Number.isFinite(format.duration) ? format.duration : undefined,
    )
    .catch(() => undefined);
  try {
    return await Promise.race([parsed, outOfTime]);
  } finally {
    clearTimeout(timer);
  }
}

/** A video's length in seconds read from the file itself, or undefined when it cannot be told. */
export async function readVideoSeconds(path: string, mime: string): Promise<number | undefined> {
  const deadline = Date.now() + DURATION_BUDGET.milliseconds;
  if (mime === 'video/webm') return readWebmSeconds(path, deadline);
  if (mime === 'video/mp4' || mime === 'video/quicktime' || mime === 'video/x-m4v') {
    return readMovieHeaderSeconds(path, deadline);
  }
  return undefined;
}
