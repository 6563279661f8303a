import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { projectRoot } from '#server/platform/project-root.js';

/** Real media for upload tests, made here or kept as tiny files in server/platform/testing/fixtures. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid RGB PNG of the given size. With `noise`, pixels are random so the file does not
 * compress: a way to make an image of a chosen byte size.
 */
export function makePng(width: number, height: number, { noise = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const offset = 1 + x * 3;
      row[offset] = noise ? Math.floor(Math.random() * 256) : 42;
      row[offset + 1] = noise ? Math.floor(Math.random() * 256) : 30;
      row[offset + 2] = noise ? Math.floor(Math.random() * 256) : 122;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1.3-second WebM (VP8, 32×32) recorded in a browser with MediaRecorder. */
export function shortWebm(): Buffer {
  return readFileSync(
    join(projectRoot(), 'server', 'platform', 'testing', 'fixtures', 'short-video.webm'),
  );
}

/**
 * The same WebM recording with the Duration in its Segment Info header changed to `seconds`:
 * browsers and the server both read the length from there.
 */
export function webmDeclaringSeconds(seconds: number): Buffer {
  const bytes = Buffer.from(shortWebm());
  // Duration element: id 0x4489, size 4, then a big-endian float of milliseconds.
  const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x84]));
  if (at < 0) throw new Error('the WebM fixture has no Duration element');
  bytes.writeFloatBE(seconds * 1000, at + 3);
  return bytes;
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An MP4 whose movie header declares `seconds` of video (a crafted container, no frames). */
export function mp4DeclaringSeconds(seconds: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // time scale: milliseconds
  mvhd.writeUInt32BE(seconds * 1000, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(0x00010000, 36); // identity matrix
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(2, 96); // next track id
  return Buffer.concat([
    box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')),
    box('moov', box('mvhd', mvhd)),
    box('mdat', Buffer.alloc(64)),
  ]);
}
