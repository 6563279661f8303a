import { readdirSync } from 'node:fs';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { adminAuditResponseSchema } from '#shared/schemas/audit.js';
import { uploadResponseSchema } from '#shared/schemas/events.js';
import { audioUploadResponseSchema, SERMON_MESSAGES } from '#shared/schemas/sermons.js';
import { UPLOAD_MESSAGES } from './media-store.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import {
  MP3_FIXTURE,
  id3v2Tag,
  m4aDeclaringSeconds,
  makeMp3,
  makePng,
  mp3WithVbriFrames,
  mp3WithXingFrames,
  mp4DeclaringSeconds,
  shortWebm,
  webmDeclaringSeconds,
} from '#server/platform/testing/media-fixtures.js';

/** A multipart request with one file part, as a browser form would send it. */
async function upload(
  t: TestApp,
  kind: 'image' | 'video' | 'audio',
  file: { bytes: Buffer; name: string; type: string; field?: string },
  headers: Record<string, string>,
) {
  const form = new FormData();
  form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${t.baseUrl}/api/admin/upload/${kind}`, {
    method: 'POST',
    body: form,
    headers,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Files kept in DATA_DIR/uploads (temporary parts start with a dot). */
const storedFiles = (t: TestApp) => readdirSync(t.app.config.uploads.dir);

describe('Uploads: POST /api/admin/upload/image and /video', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    // Small limits so the oversize cases stay light: 20 KB images, 50 KB videos.
    t = await buildTestApp({ MAX_IMAGE_UPLOAD_MB: '0.02', MAX_VIDEO_UPLOAD_MB: '0.05' });
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  it('stores a real image and serves it with its type and a long cache', async () => {
    const png = makePng(16, 9);
    const response = await upload(
      t,
      'image',
      { bytes: png, name: 'Church Photo.PNG', type: 'image/png' },
      auth,
    );
    expect(response.status).toBe(201);
    const body = uploadResponseSchema.parse(response.body);
    expect(body.duration).toBe(0);
    expect(body.secure_url).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);

    const served = await fetch(t.baseUrl + body.secure_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('names the file by the type its bytes show, not by its name', async () => {
    const response = await upload(
      t,
      'image',
      { bytes: makePng(2, 2), name: 'photo.jpg', type: 'image/jpeg' },
      auth,
    );
    expect(response.status).toBe(201);
    expect(String(response.body.secure_url)).toMatch(/\.png$/);
  });

  it('stores a real short video, reads its duration itself and serves byte ranges', async () => {
    const webm = shortWebm();
    const response = await upload(
      t,
      'video',
      { bytes: webm, name: 'clip.webm', type: 'video/webm' },
      auth,
    );
    expect(response.status).toBe(201);
    const body = uploadResponseSchema.parse(response.body);
    expect(body.secure_url).toMatch(/^\/uploads\/[0-9a-f]{24}\.webm$/);
    // The recording lasts 1.35 s; durations are whole seconds, rounded up.
    expect(body.duration).toBe(2);

    const served = await fetch(t.baseUrl + body.secure_url, { headers: { range: 'bytes=0-99' } });
    expect(served.status).toBe(206);
    expect(served.headers.get('content-type')).toBe('video/webm');
    expect((await served.arrayBuffer()).byteLength).toBe(100);
  });

  it('refuses a file of the wrong type with 415, whatever its name says', async () => {
    const before = storedFiles(t).length;
    const text = Buffer.from('This is not a picture at all, just some text.');
    const notImage = await upload(
      t,
      'image',
      { bytes: text, name: 'fake.png', type: 'image/png' },
      auth,
    );
    expect(notImage.status).toBe(415);
    expect(notImage.body).toEqual({
      message: UPLOAD_MESSAGES.notImage,
      errors: { file: UPLOAD_MESSAGES.notImage },
    });

    const imageAsVideo = await upload(
      t,
      'video',
      { bytes: makePng(4, 4), name: 'clip.mp4', type: 'video/mp4' },
      auth,
    );
    expect(imageAsVideo.status).toBe(415);
    expect(imageAsVideo.body.message).toBe(UPLOAD_MESSAGES.notVideo);

    const videoAsImage = await upload(
      t,
      'image',
      { bytes: shortWebm(), name: 'still.png', type: 'image/png' },
      auth,
    );
    expect(videoAsImage.status).toBe(415);
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('refuses a video longer than 600 seconds, read from the file, and keeps nothing', async () => {
    const before = storedFiles(t).length;
    const response = await upload(
      t,
      'video',
      { bytes: mp4DeclaringSeconds(601), name: 'sermon.mp4', type: 'video/mp4' },
      auth,
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: MESSAGES.uploads.videoTooLong,
      errors: { file: MESSAGES.uploads.videoTooLong },
    });
    const longWebm = await upload(
      t,
      'video',
      { bytes: webmDeclaringSeconds(900), name: 'sermon.webm', type: 'video/webm' },
      auth,
    );
    expect(longWebm.status).toBe(400);
    expect(longWebm.body.message).toBe(MESSAGES.uploads.videoTooLong);
    expect(storedFiles(t)).toHaveLength(before);

    const tenMinutes = await upload(
      t,
      'video',
      { bytes: mp4DeclaringSeconds(600), name: 'sermon.mp4', type: 'video/mp4' },
      auth,
    );
    expect(tenMinutes.status).toBe(201);
    expect(tenMinutes.body.duration).toBe(600);
  });

  it('refuses an oversize file with 413, while streaming and from its declared length', async () => {
    const before = storedFiles(t).length;
    // Just over the 20 KB limit: found while the bytes arrive.
    const slightly = await upload(
      t,
      'image',
      { bytes: makePng(100, 100, { noise: true }), name: 'big.png', type: 'image/png' },
      auth,
    );
    expect(slightly.status).toBe(413);
    expect(slightly.body.message).toBe(
      UPLOAD_MESSAGES.tooLarge(t.app.config.uploads.maxImageBytes),
    );
    // Far over: refused from the request's length before reading it.
    const far = await upload(
      t,
      'video',
      { bytes: Buffer.alloc(400 * 1024, 1), name: 'huge.webm', type: 'video/webm' },
      auth,
    );
    expect(far.status).toBe(413);
    expect(far.body.message).toBe(UPLOAD_MESSAGES.tooLarge(t.app.config.uploads.maxVideoBytes));
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('answers 400 when the form has no file field', async () => {
    const wrongField = await upload(
      t,
      'image',
      { bytes: makePng(2, 2), name: 'a.png', type: 'image/png', field: 'image' },
      auth,
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toEqual({ file: UPLOAD_MESSAGES.fileRequired });

    const json = await t.request<ErrorBody>('/api/admin/upload/image', {
      method: 'POST',
      json: { file: 'x' },
      headers: auth,
    });
    expect(json.status).toBe(400);
    expect(json.body.errors).toEqual({ file: UPLOAD_MESSAGES.fileRequired });
  });

  it('deletes an uploaded file once no event uses it any more', async () => {
    const put = async (name: string) =>
      String(
        (
          await upload(
            t,
            'image',
            { bytes: makePng(3, 3), name: `${name}.png`, type: 'image/png' },
            auth,
          )
        ).body.secure_url,
      );
    const first = await put('first');
    const second = await put('second');
    const event = {
      title: 'Baptism Service',
      startDate: '2099-02-01T09:00:00.000Z',
      imageUrl: first,
      videoUrl: 'https://media.example.org/kept.mp4',
    };
    const create = () =>
      t.request<ApiAnswer<'/api/admin/event', 'post'>>('/api/admin/event', {
        method: 'POST',
        json: event,
        headers: auth,
      });
    const a = await create();
    const b = await create();
    expect([a.status, b.status]).toEqual([201, 201]);
    const isServed = async (url: string) => (await fetch(t.baseUrl + url)).status === 200;

    // The first event moves to another image; the second still shows the first one.
    const replaced = await t.request(`/api/admin/event/${a.body.event._id}`, {
      method: 'PUT',
      json: { ...event, imageUrl: second },
      headers: auth,
    });
    expect(replaced.status).toBe(200);
    expect(await isServed(first)).toBe(true);

    await t.request(`/api/admin/event/${b.body.event._id}`, { method: 'DELETE', headers: auth });
    expect(await isServed(first)).toBe(false);
    expect(await isServed(second)).toBe(true);

    await t.request(`/api/admin/event/${a.body.event._id}`, { method: 'DELETE', headers: auth });
    expect(await isServed(second)).toBe(false);
  });

  it('answers 404 for an uploaded file that does not exist', async () => {
    const response = await t.request('/uploads/000000000000000000000000.png');
    expect(response.status).toBe(404);
  });
});

describe('Sermon audio: POST /api/admin/upload/audio', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ MAX_AUDIO_UPLOAD_MB: '2' });
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const uploadAudio = (bytes: Buffer, name: string, type = 'audio/mpeg') =>
    upload(t, 'audio', { bytes, name, type }, auth);

  /** The length found by counting every frame, rounded up as the upload answers it. */
  const countedSeconds = async (mp3: Buffer) => {
    const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    return Math.ceil(format.duration ?? Number.NaN);
  };

  it('stores a real MP3 with its size and length, and serves it in byte ranges', async () => {
    const mp3 = makeMp3(3);
    const response = await uploadAudio(mp3, 'Sunday Sermon.MP3');
    expect(response.status).toBe(201);
    const body = audioUploadResponseSchema.parse(response.body);
    expect(body).toEqual({
      secure_url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.mp3$/),
      audioType: 'audio/mpeg',
      audioBytes: mp3.length,
      durationSeconds: await countedSeconds(mp3),
    });
    expect(body.durationSeconds).toBe(4); // 3 s and the encoder's padding, rounded up

    const audit = await t.request(`${API.adminAudit}?limit=1`, { headers: auth });
    expect(adminAuditResponseSchema.parse(audit.body).entries[0]).toMatchObject({
      action: 'Uploaded a sermon audio file',
      request: `POST ${API.adminUploadAudio}`,
    });

    const whole = await fetch(t.baseUrl + body.secure_url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp3)).toBe(true);
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();

    const part = await fetch(t.baseUrl + body.secure_url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${mp3.length}`);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await part.arrayBuffer()).equals(mp3.subarray(0, 100))).toBe(true);

    // As a browser revalidates: fetch would otherwise add "no-cache", which asks for the body.
    const unchanged = await fetch(t.baseUrl + body.secure_url, {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(unchanged.status).toBe(304);
  });

  it('tells a longer constant-bitrate MP3 by its size, past a large tag and its first frames', async () => {
    const mp3 = makeMp3(60);
    const plain = audioUploadResponseSchema.parse((await uploadAudio(mp3, 'long.mp3')).body);
    // Size over bitrate is within a second of the frames counted (frames vary by one padding byte).
    const counted = await countedSeconds(mp3);
    expect(counted).toBe(60);
    expect(plain.durationSeconds).toBeGreaterThanOrEqual(counted);
    expect(plain.durationSeconds).toBeLessThanOrEqual(counted + 1);

    // A 1 MB cover in the ID3 tag is stepped over, not read.
    const tagged = Buffer.concat([id3v2Tag(1024 * 1024), mp3]);
    const response = await uploadAudio(tagged, 'tagged.mp3');
    expect(response.status).toBe(201);
    expect(audioUploadResponseSchema.parse(response.body)).toMatchObject({
      audioBytes: tagged.length,
      durationSeconds: plain.durationSeconds,
    });
  });

  it('reads a variable-bitrate MP3 from its Xing or VBRI header, not from its size', async () => {
    const { sampleRate, samplesPerFrame } = MP3_FIXTURE;
    // 3828 frames of 576 samples at 22 050 Hz: 99.997 s, though the file holds a second of sound.
    expect(Math.ceil((3828 * samplesPerFrame) / sampleRate)).toBe(100);
    for (const mp3 of [mp3WithXingFrames(3828), mp3WithVbriFrames(3828)]) {
      const response = await uploadAudio(mp3, 'vbr.mp3');
      expect(response.status).toBe(201);
      expect(audioUploadResponseSchema.parse(response.body).durationSeconds).toBe(100);
    }
  });

  it('stores an M4A as audio/mp4, whether it sniffs as audio or as an MP4 with the M4A brand', async () => {
    const m4a = m4aDeclaringSeconds(75.5);
    const response = await uploadAudio(m4a, 'sermon.m4a', 'audio/x-m4a');
    expect(response.status).toBe(201);
    const body = audioUploadResponseSchema.parse(response.body);
    expect(body).toEqual({
      secure_url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.m4a$/),
      audioType: 'audio/mp4',
      audioBytes: m4a.length,
      durationSeconds: 76,
    });
    const served = await fetch(t.baseUrl + body.secure_url, { headers: { range: 'bytes=4-7' } });
    expect(served.status).toBe(206);
    expect(served.headers.get('content-type')).toBe('audio/mp4');
    expect(Buffer.from(await served.arrayBuffer()).toString('latin1')).toBe('ftyp');

    const generalBrand = await uploadAudio(m4aDeclaringSeconds(30, 'mp42'), 'sermon.mp4');
    expect(generalBrand.status).toBe(201);
    expect(audioUploadResponseSchema.parse(generalBrand.body)).toMatchObject({
      secure_url: expect.stringMatching(/\.m4a$/),
      audioType: 'audio/mp4',
      durationSeconds: 30,
    });
  });

  it('refuses anything but MP3 or M4A with 415, whatever its name says', async () => {
    const before = storedFiles(t).length;
    const refused = [
      await uploadAudio(makePng(4, 4), 'sermon.mp3'),
      await uploadAudio(Buffer.from('Grace and peace to you. '.repeat(40)), 'sermon.mp3'),
      await uploadAudio(mp4DeclaringSeconds(30), 'sermon.m4a', 'audio/mp4'),
      await uploadAudio(shortWebm(), 'sermon.mp3'),
    ];
    for (const response of refused) {
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        message: SERMON_MESSAGES.notAudio,
        errors: { file: SERMON_MESSAGES.notAudio },
      });
    }
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('answers 400 when the length cannot be read, and keeps nothing', async () => {
    const before = storedFiles(t).length;
    const mp3 = makeMp3(1);
    const cases = [
      // One frame, then no more frames: no header and no steady bitrate to go by.
      Buffer.concat([mp3.subarray(0, 200), Buffer.alloc(300_000)]),
      // An M4A without its movie header, and one claiming more than a day.
      m4aDeclaringSeconds(10).subarray(0, 32),
      m4aDeclaringSeconds(25 * 60 * 60),
    ];
    for (const bytes of cases) {
      const response = await uploadAudio(bytes, 'sermon.mp3');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: SERMON_MESSAGES.audioLengthUnknown,
        errors: { file: SERMON_MESSAGES.audioLengthUnknown },
      });
    }
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('refuses a file over MAX_AUDIO_UPLOAD_MB with 413, and a form without a file with 400', async () => {
    const before = storedFiles(t).length;
    const maxBytes = t.app.config.uploads.maxAudioBytes;
    expect(maxBytes).toBe(2 * 1024 * 1024);
    const justOver = Buffer.concat([makeMp3(3), Buffer.alloc(maxBytes)]).subarray(0, maxBytes + 1);
    const farOver = Buffer.concat([makeMp3(3), Buffer.alloc(3 * maxBytes)]);
    for (const bytes of [justOver, farOver]) {
      const response = await uploadAudio(bytes, 'huge.mp3');
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        message: UPLOAD_MESSAGES.tooLarge(maxBytes),
        errors: { file: UPLOAD_MESSAGES.tooLarge(maxBytes) },
      });
    }
    expect(storedFiles(t)).toHaveLength(before);

    const wrongField = await upload(
      t,
      'audio',
      { bytes: makeMp3(1), name: 'a.mp3', type: 'audio/mpeg', field: 'audio' },
      auth,
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toEqual({ file: UPLOAD_MESSAGES.fileRequired });
    const empty = await fetch(t.baseUrl + API.adminUploadAudio, {
      method: 'POST',
      body: new FormData(),
      headers: auth,
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).errors).toEqual({
      file: UPLOAD_MESSAGES.fileRequired,
    });
  });

  it('takes uploads from staff only', async () => {
    const response = await uploadAudio(makeMp3(1), 'a.mp3');
    expect(response.status).toBe(201);
    const anonymous = await upload(
      t,
      'audio',
      { bytes: makeMp3(1), name: 'a.mp3', type: 'audio/mpeg' },
      {},
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('Media hosting settings', () => {
  it('are exposed to the browser through the public settings when configured', async () => {
    const t = await buildTestApp({
      MEDIA_CLOUD_NAME: 'grace-church',
      MEDIA_UPLOAD_PRESET: 'events_unsigned',
      MEDIA_FOLDER: 'grace/events',
    });
    try {
      const { body } = await t.request<ApiAnswer<'/api/settings/public'>>('/api/settings/public');
      expect(body.settings.mediaHosting).toEqual({
        cloudName: 'grace-church',
        uploadPreset: 'events_unsigned',
        folder: 'grace/events',
      });
    } finally {
      await t.close();
    }
  });

  it('are null when no service is configured', async () => {
    const t = await buildTestApp();
    try {
      const { body } = await t.request<ApiAnswer<'/api/settings/public'>>('/api/settings/public');
      expect(body.settings.mediaHosting).toBeNull();
    } finally {
      await t.close();
    }
  });
});
