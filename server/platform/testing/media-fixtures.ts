import { Mp3Encoder } from '@breezystack/lamejs';
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

/** The MP3s made here: MPEG-2 layer III, mono, 22 050 Hz at a constant 32 kbps. */
export const MP3_FIXTURE = { sampleRate: 22_050, kbps: 32, samplesPerFrame: 576 } as const;

/**
 * A real MP3 of `seconds` of a quiet 440 Hz tone, encoded here (LAME's JavaScript port): constant
 * bitrate and no Xing header, so its length is told by its size.
 */
export function makeMp3(seconds: number): Buffer {
  const { sampleRate, kbps } = MP3_FIXTURE;
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const samples = new Int16Array(Math.round(sampleRate * seconds));
  for (let n = 0; n < samples.length; n += 1) {
    samples[n] = Math.round(4000 * Math.sin((2 * Math.PI * 440 * n) / sampleRate));
  }
  // The encoder hands back signed bytes, whatever its types say.
  const bytes = (chunk: ArrayBufferView) =>
    Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.concat([bytes(encoder.encodeBuffer(samples)), bytes(encoder.flush())]);
}

/** One silent frame in the fixture MP3s' format, with `tag` written `at` bytes into it. */
function mp3HeaderFrame(at: number, tag: Buffer): Buffer {
  const { sampleRate, kbps, samplesPerFrame } = MP3_FIXTURE;
  const frame = Buffer.alloc(Math.floor(((samplesPerFrame / 8) * kbps * 1000) / sampleRate));
  // Sync, MPEG-2, layer III, no CRC; 32 kbps (index 4), 22 050 Hz (index 0), no padding; mono.
  frame.set([0xff, 0xf3, 0x40, 0xc4]);
  tag.copy(frame, at);
  return frame;
}

/**
 * An MP3 whose first frame is a Xing header declaring `frames` frames in all, in front of a
 * short real recording: a variable-bitrate file's length is read from there, not from its size.
 */
export function mp3WithXingFrames(frames: number): Buffer {
  const xing = Buffer.alloc(16);
  xing.write('Xing', 0, 'latin1');
  xing.writeUInt32BE(0x3, 4); // the frame count and byte count follow
  xing.writeUInt32BE(frames, 8);
  const audio = makeMp3(1);
  xing.writeUInt32BE(audio.length, 12);
  // MPEG-2 mono: 9 bytes of side information after the 4-byte frame header.
  return Buffer.concat([mp3HeaderFrame(4 + 9, xing), audio]);
}

/** The same with a Fraunhofer VBRI header, which always stands 36 bytes into the first frame. */
export function mp3WithVbriFrames(frames: number): Buffer {
  const vbri = Buffer.alloc(18);
  vbri.write('VBRI', 0, 'latin1');
  vbri.writeUInt16BE(1, 4); // version
  vbri.writeUInt16BE(75, 8); // quality
  const audio = makeMp3(1);
  vbri.writeUInt32BE(audio.length, 10);
  vbri.writeUInt32BE(frames, 14);
  return Buffer.concat([mp3HeaderFrame(36, vbri), audio]);
}

/** An ID3v2.4 tag holding `bytes` of padding, as a tag with a large cover would be. */
export function id3v2Tag(bytes: number): Buffer {
  const header = Buffer.from('ID3\u0004\u0000\u0000\0\0\0\0', 'latin1');
  // The size is "synchsafe": seven bits a byte.
  header.set([(bytes >> 21) & 0x7f, (bytes >> 14) & 0x7f, (bytes >> 7) & 0x7f, bytes & 0x7f], 6);
  return Buffer.concat([header, Buffer.alloc(bytes)]);
}

/**
 * An M4A (AAC in MP4) whose movie header declares `seconds`: a crafted container with no
 * samples. Its major brand is M4A unless another is given, with M4A then listed as compatible.
 */
export function m4aDeclaringSeconds(seconds: number, majorBrand = 'M4A '): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(44_100, 12); // time scale: the sample rate
  mvhd.writeUInt32BE(Math.round(seconds * 44_100), 16);
  mvhd.writeUInt32BE(0x00010000, 20);
  mvhd.writeUInt16BE(0x0100, 24);
  mvhd.writeUInt32BE(0x00010000, 36);
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(2, 96);
  return Buffer.concat([
    box('ftyp', Buffer.from(majorBrand, 'latin1'), Buffer.alloc(4), Buffer.from('M4A mp42isom')),
    box('moov', box('mvhd', mvhd)),
    box('mdat', Buffer.alloc(256)),
  ]);
}
