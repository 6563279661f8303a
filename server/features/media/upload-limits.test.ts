import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { uploadResponseSchema } from '#shared/schemas/events.js';
import { SERMON_MESSAGES } from '#shared/schemas/sermons.js';
import { AUDIO_DURATION_BUDGET } from './audio-duration.js';
import { DURATION_BUDGET } from './video-duration.js';
import { UPLOAD_MESSAGES } from './media-store.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { id3v2Tag, makeMp3, mp4DeclaringSeconds } from '#server/platform/testing/media-fixtures.js';

function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A valid movie header of `seconds`, as mp4DeclaringSeconds writes it. */
function mvhdOf(seconds: number): Buffer {
  const mp4 = mp4DeclaringSeconds(seconds);
  const at = mp4.indexOf('mvhd', 0, 'latin1') - 4;
  return mp4.subarray(at, at + mp4.readUInt32BE(at));
}

const ftyp = () => mp4DeclaringSeconds(1).subarray(0, 32);

/** About 3 MB of 8-byte boxes in front of a real `moov`: a walk over every box costs seconds. */
function mp4WithManyTinyBoxes(): Buffer {
  const tiny = Buffer.alloc(8 * 390_000);
  for (let at = 0; at < tiny.length; at += 8) {
    tiny.writeUInt32BE(8, at);
    tiny.write('free', at + 4, 'latin1');
  }
  return Buffer.concat([ftyp(), tiny, box('moov', mvhdOf(30))]);
}

/** The same trick inside `moov`: thousands of empty boxes before its `mvhd`. */
function mp4WithCrowdedMoov(): Buffer {
  const crowd = Buffer.concat(Array.from({ length: 5_000 }, () => box('udta')));
  return Buffer.concat([ftyp(), box('moov', Buffer.concat([crowd, mvhdOf(30)]))]);
}

const BOUNDARY = 'lampstand-test-boundary';

function multipartBody(parts: { name: string; fileName?: string; body: Buffer | string }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const storedParts = (t: TestApp) =>
  readdirSync(t.app.config.uploads.dir).filter((name) => name.startsWith('.'));

describe('Uploads: reading and receiving within bounds', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({
      MAX_VIDEO_UPLOAD_MB: '4',
      MAX_AUDIO_UPLOAD_MB: '4',
      UPLOAD_MIN_KB_PER_SECOND: '64',
      UPLOAD_RATE_GRACE_SECONDS: '0',
    });
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const post = <T = unknown>(body: Buffer, contentType: string) =>
    t.request<T>('/api/admin/upload/video', {
      method: 'POST',
      body,
      headers: { ...auth, 'content-type': contentType },
    });
  const postForm = <T = unknown>(body: Buffer) =>
    post<T>(body, `multipart/form-data; boundary=${BOUNDARY}`);

  it('answers a 3 MB MP4 of tiny boxes with "length could not be read", within its box budget', async () => {
    const crafted = mp4WithManyTinyBoxes();
    expect(crafted.length).toBeGreaterThan(3_000_000);
    expect(crafted.length / 8).toBeGreaterThan(DURATION_BUDGET.mp4Boxes * 1000);
    const response = await postForm<ErrorBody>(
      multipartBody([{ name: 'file', fileName: 'a.mp4', body: crafted }]),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: UPLOAD_MESSAGES.unknownLength,
      errors: { file: UPLOAD_MESSAGES.unknownLength },
    });
    const crowded = await postForm<ErrorBody>(
      multipartBody([{ name: 'file', fileName: 'b.mp4', body: mp4WithCrowdedMoov() }]),
    );
    expect(crowded.status).toBe(400);
    expect(crowded.body.message).toBe(UPLOAD_MESSAGES.unknownLength);
  });

  it('still reads a real layout: the length of a 3 MB MP4 with its movie header after the media', async () => {
    const mdat = box('mdat', Buffer.alloc(3 * 1024 * 1024, 7));
    const video = Buffer.concat([ftyp(), mdat, box('moov', mvhdOf(42))]);
    const response = await postForm(
      multipartBody([{ name: 'file', fileName: 'c.mp4', body: video }]),
    );
    expect(response.status).toBe(201);
    expect(uploadResponseSchema.parse(response.body).duration).toBe(42);
  });

  it('reads an MP3 from its first frames only: 3 MB of false frame starts are not searched', async () => {
    // Each pair of bytes looks like the start of a frame, and none is one.
    const falseStarts = Buffer.alloc(3 * 1024 * 1024);
    for (let at = 0; at < falseStarts.length; at += 2) falseStarts[at] = 0xff;
    const firstFrame = makeMp3(1).subarray(0, 200);
    const crafted = Buffer.concat([firstFrame, falseStarts]);
    expect(crafted.length).toBeGreaterThan(40 * AUDIO_DURATION_BUDGET.mpegHeadBytes);
    const response = await t.request<ErrorBody>('/api/admin/upload/audio', {
      method: 'POST',
      body: multipartBody([{ name: 'file', fileName: 'a.mp3', body: crafted }]),
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: SERMON_MESSAGES.audioLengthUnknown,
      errors: { file: SERMON_MESSAGES.audioLengthUnknown },
    });
  });

  it('steps over ID3 tags by their declared size, however many megabytes they hold', async () => {
    const mp3 = makeMp3(2);
    const tagged = Buffer.concat([id3v2Tag(3 * 1024 * 1024), mp3]);
    const response = await t.request<{ durationSeconds: number }>('/api/admin/upload/audio', {
      method: 'POST',
      body: multipartBody([{ name: 'file', fileName: 'a.mp3', body: tagged }]),
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.status).toBe(201);
    expect(response.body.durationSeconds).toBe(3);
  });

  it.each([
    ['no boundary', () => post<ErrorBody>(Buffer.from('anything'), 'multipart/form-data')],
    [
      'a boundary the body does not use',
      () =>
        post<ErrorBody>(
          multipartBody([{ name: 'file', fileName: 'a.mp4', body: mp4DeclaringSeconds(5) }]),
          'multipart/form-data; boundary=another-boundary',
        ),
    ],
    [
      'a body cut short',
      () => {
        const whole = multipartBody([
          { name: 'file', fileName: 'a.mp4', body: mp4DeclaringSeconds(5) },
        ]);
        return postForm<ErrorBody>(whole.subarray(0, whole.length - 60));
      },
    ],
    ['no file part', () => postForm<ErrorBody>(multipartBody([{ name: 'title', body: 'Sunday' }]))],
    [
      'too many parts',
      () =>
        postForm<ErrorBody>(
          multipartBody([
            ...Array.from({ length: 20 }, (_, n) => ({ name: `field${n}`, body: 'x' })),
            { name: 'file', fileName: 'a.mp4', body: mp4DeclaringSeconds(5) },
          ]),
        ),
    ],
  ])('answers a malformed body (%s) with 400 and the error shape', async (_case, send) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: expect.any(String),
      errors: { file: expect.any(String) },
    });
    expect(response.body.message).not.toBe(MESSAGES.errors.internal);
  });

  it('cuts off an upload that stops arriving, and keeps no partial file', async () => {
    const port = Number(new URL(t.baseUrl).port);
    const head = multipartBody([{ name: 'file', fileName: 'slow.mp4', body: '' }]).subarray(0, -40);
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      [
        'POST /api/admin/upload/video HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: ${auth.authorization}`,
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length: 1000000',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    socket.write(mp4DeclaringSeconds(5));
    // Then nothing more: the server must give up on it.
    await closed;
    expect(socket.closed).toBe(true);
    while (storedParts(t).length > 0) await new Promise((resolve) => setImmediate(resolve));
    expect(storedParts(t)).toEqual([]);
  });
});
