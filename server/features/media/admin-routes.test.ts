import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { uploadResponseSchema } from '#shared/schemas/events.js';
import { UPLOAD_MESSAGES } from './media-store.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import {
  makePng,
  mp4DeclaringSeconds,
  shortWebm,
  webmDeclaringSeconds,
} from '#server/platform/testing/media-fixtures.js';

/** A multipart request with one file part, as a browser form would send it. */
async function upload(
  t: TestApp,
  kind: 'image' | 'video',
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
