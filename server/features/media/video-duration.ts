import { open, type FileHandle } from 'node:fs/promises';
import { parseFile } from 'music-metadata';

const BOX_HEADER = 8;

async function readBytes(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Walks the boxes between `start` and `end` and answers where the first `type` box's body is. */
async function findBox(
  file: FileHandle,
  type: string,
  start: number,
  end: number,
): Promise<{ body: number; size: number } | undefined> {
  let position = start;
  while (position + BOX_HEADER <= end) {
    const header = await readBytes(file, position, 16);
    if (header.length < BOX_HEADER) return undefined;
    let size = header.readUInt32BE(0);
    let headerSize = BOX_HEADER;
    if (size === 1 && header.length >= 16) {
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - position;
    }
    if (size < headerSize) return undefined;
    if (header.toString('latin1', 4, 8) === type) {
      return { body: position + headerSize, size: size - headerSize };
    }
    position += size;
  }
  return undefined;
}

/**
 * The movie length an MP4 or QuickTime file declares in its `moov/mvhd` box. Needed because the
 * metadata library reads durations from audio tracks only, and a video may have none.
 */
export async function readMovieHeaderSeconds(path: string): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, 'moov', 0, size);
    if (!moov) return undefined;
    const mvhd = await findBox(file, 'mvhd', moov.body, moov.body + moov.size);
    if (!mvhd) return undefined;
    const body = await readBytes(file, mvhd.body, 32);
    const version = body[0];
    const [timescale, units] =
      version === 1
        ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))]
        : [body.readUInt32BE(12), body.readUInt32BE(16)];
    return timescale > 0 && units > 0 ? units / timescale : undefined;
  } catch {
    return undefined;
  } finally {
    await file.close();
  }
}

/** A video's length in seconds read from the file itself, or undefined when it cannot be told. */
export async function readVideoSeconds(path: string, mime: string): Promise<number | undefined> {
  try {
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    if (format.duration && Number.isFinite(format.duration)) return format.duration;
  } catch {
    // Fall through to the container header below.
  }
  if (mime === 'video/mp4' || mime === 'video/quicktime' || mime === 'video/x-m4v') {
    return readMovieHeaderSeconds(path);
  }
  return undefined;
}
