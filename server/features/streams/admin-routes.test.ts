import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import {
  ADMIN_STREAM_MESSAGES,
  adminStreamResponseSchema,
  adminStreamsResponseSchema,
} from '#shared/schemas/admin-streams.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

type ToggledLive = ApiAnswer<'/api/admin/stream/{id}/toggle-live', 'patch'>;

describe('admin streams', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.request(`/api/admin/streams${query}`, { headers: auth });
    expect(response.status).toBe(200);
    return adminStreamsResponseSchema.parse(response.body);
  };

  describe('POST /api/admin/stream', () => {
    it('adds a stream, deriving the player URL and platform from a YouTube link', async () => {
      const response = await t.request('/api/admin/stream', {
        method: 'POST',
        headers: auth,
        json: {
          title: '  Sunday Service  ',
          description: 'Praise and the Word',
          streamUrl: 'https://youtu.be/dQw4w9WgXcQ',
          scheduledDate: '2026-12-06T09:00:00.000Z',
          tags: ['sunday', ' worship ', '', 'sunday'],
          isFeatured: true,
        },
      });
      expect(response.status).toBe(201);
      const { stream } = adminStreamResponseSchema.parse(response.body);
      expect(stream).toMatchObject({
        title: 'Sunday Service',
        streamType: 'youtube',
        embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        scheduledDate: '2026-12-06T09:00:00.000Z',
        tags: ['sunday', 'worship'],
        isFeatured: true,
        isLive: false,
        isActive: true,
        likeCount: 0,
      });
      const stored = await repositoriesOf(t.app).streams.findById(stream._id);
      expect(stored?.embedUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    });

    it('keeps an embed URL and type given by the admin', async () => {
      const response = await t.request<ApiAnswer<'/api/admin/stream', 'post'>>(
        '/api/admin/stream',
        {
          method: 'POST',
          headers: auth,
          json: {
            title: 'Castr feed',
            streamUrl: 'https://castr.com/live/abc',
            embedUrl: 'https://player.castr.com/embed/abc',
            streamType: 'castr',
          },
        },
      );
      expect(response.status).toBe(201);
      expect(response.body.stream).toMatchObject({
        streamType: 'castr',
        embedUrl: 'https://player.castr.com/embed/abc',
      });
    });

    it('answers field errors for a missing title and stream URL', async () => {
      const response = await t.request<ErrorBody>('/api/admin/stream', {
        method: 'POST',
        headers: auth,
        json: { title: '  ', streamUrl: '' },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toMatchObject({
        title: ADMIN_STREAM_MESSAGES.titleRequired,
        streamUrl: ADMIN_STREAM_MESSAGES.streamUrlRequired,
      });
    });

    it('refuses a stream URL that is not a web address, and a bad date', async () => {
      const response = await t.request<ErrorBody>('/api/admin/stream', {
        method: 'POST',
        headers: auth,
        json: { title: 'X', streamUrl: 'javascript:alert(1)', scheduledDate: 'soon' },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toMatchObject({
        streamUrl: ADMIN_STREAM_MESSAGES.streamUrlInvalid,
        scheduledDate: ADMIN_STREAM_MESSAGES.scheduledDateInvalid,
      });
    });
  });

  describe('GET /api/admin/streams', () => {
    it('answers every stream, inactive ones too, newest first, with the page shape', async () => {
      // An app of its own: the list holds exactly the streams made here.
      const own = await buildAppForOneTest();
      const ownMake = factories(own.app);
      const shown = await ownMake.stream({ title: 'Shown one' });
      await own.app.db.kysely
        .updateTable('streams')
        .set({ createdAt: minutesFromNow(-60) })
        .where('id', '=', shown.id)
        .execute();
      const hidden = await ownMake.stream({ title: 'Hidden one', isActive: false });
      const response = await own.request('/api/admin/streams', {
        headers: await adminAuthHeader(own),
      });
      expect(response.status).toBe(200);
      const { streams, total, page, limit } = adminStreamsResponseSchema.parse(response.body);
      expect(streams.map((stream) => stream._id)).toEqual([hidden.id, shown.id]);
      expect(total).toBe(2);
      expect(page).toBe(1);
      expect(limit).toBe(50);
    });

    it('searches title, description and tags, and filters by type and status', async () => {
      const tag = `needle${Date.now()}`;
      const live = await make.stream({
        title: 'Night of Glory',
        tags: [tag],
        isLive: true,
        streamType: 'facebook',
        streamUrl: 'https://www.facebook.com/church/videos/1',
      });
      const offline = await make.stream({ title: `Morning ${tag}`, streamType: 'youtube' });
      const byTag = await list(`?search=${tag}`);
      expect(byTag.streams.map((s) => s._id).sort()).toEqual([live.id, offline.id].sort());
      expect(byTag.total).toBe(2);
      expect((await list(`?search=${tag}&status=live`)).streams.map((s) => s._id)).toEqual([
        live.id,
      ]);
      expect((await list(`?search=${tag}&status=offline`)).streams.map((s) => s._id)).toEqual([
        offline.id,
      ]);
      expect((await list(`?search=${tag}&type=facebook`)).streams.map((s) => s._id)).toEqual([
        live.id,
      ]);
      expect((await list(`?search=${tag}&type=vimeo`)).total).toBe(0);
    });

    it('treats % and _ in a search as plain characters', async () => {
      await make.stream({ title: 'Plain title' });
      expect((await list('?search=%25')).total).toBe(0);
      expect((await list('?search=_')).total).toBe(0);
    });

    it('filters active and inactive streams and pages through them', async () => {
      const tag = `pages${Date.now()}`;
      for (let i = 0; i < 3; i += 1) await make.stream({ title: `${tag} ${i}` });
      await make.stream({ title: `${tag} off`, isActive: false });
      expect((await list(`?search=${tag}&status=active`)).total).toBe(3);
      expect((await list(`?search=${tag}&status=inactive`)).total).toBe(1);
      const second = await list(`?search=${tag}&limit=3&page=2`);
      expect(second.total).toBe(4);
      expect(second.streams).toHaveLength(1);
      expect(second.page).toBe(2);
    });

    it('refuses an unknown filter value', async () => {
      const response = await t.request<ErrorBody>('/api/admin/streams?status=maybe', {
        headers: auth,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toHaveProperty('status');
    });
  });

  describe('PUT /api/admin/stream/:id', () => {
    it('edits a stream and derives the new player URL', async () => {
      const stream = await make.stream();
      const response = await t.request<ApiAnswer<'/api/admin/stream/{id}', 'put'>>(
        `/api/admin/stream/${stream.id}`,
        {
          method: 'PUT',
          headers: auth,
          json: {
            title: 'Renamed',
            streamUrl: 'https://vimeo.com/123456',
            isActive: false,
            scheduledDate: null,
          },
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.stream).toMatchObject({
        _id: stream.id,
        title: 'Renamed',
        streamType: 'vimeo',
        embedUrl: 'https://player.vimeo.com/video/123456',
        isActive: false,
        scheduledDate: null,
        description: stream.description,
      });
    });

    it('answers 404 for an unknown stream and 400 for a bad body', async () => {
      const missing = await t.request<ErrorBody>('/api/admin/stream/000000000000000000000000', {
        method: 'PUT',
        headers: auth,
        json: { title: 'X', streamUrl: 'https://example.com/live' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(API_MESSAGES.notFound.stream);
      const stream = await make.stream();
      const bad = await t.request<ErrorBody>(`/api/admin/stream/${stream.id}`, {
        method: 'PUT',
        headers: auth,
        json: { title: '', streamUrl: 'https://example.com/live' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.title).toBe(ADMIN_STREAM_MESSAGES.titleRequired);
    });
  });

  describe('PATCH /api/admin/stream/:id/toggle-live', () => {
    it('switches Live on and Offline again', async () => {
      const stream = await make.stream();
      const on = await t.request<ToggledLive>(`/api/admin/stream/${stream.id}/toggle-live`, {
        method: 'PATCH',
        headers: auth,
      });
      expect(on.status).toBe(200);
      expect(on.body.stream.isLive).toBe(true);
      const off = await t.request<ToggledLive>(`/api/admin/stream/${stream.id}/toggle-live`, {
        method: 'PATCH',
        headers: auth,
      });
      expect(off.body.stream.isLive).toBe(false);
    });

    it('answers 404 for an unknown stream', async () => {
      const response = await t.request('/api/admin/stream/nope/toggle-live', {
        method: 'PATCH',
        headers: auth,
      });
      expect(response.status).toBe(404);
    });
  });

  describe('DELETE /api/admin/stream/:id', () => {
    it('deletes the stream with its comments and chat messages', async () => {
      const stream = await make.stream();
      const comment = await make.comment(stream.id);
      await make.chatMessage(stream.id);
      const response = await t.request<ApiAnswer<'/api/admin/stream/{id}', 'delete'>>(
        `/api/admin/stream/${stream.id}`,
        {
          method: 'DELETE',
          headers: auth,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toEqual(expect.any(String));
      expect(await repositoriesOf(t.app).streams.findById(stream.id)).toBeUndefined();
      const orphans = await t.app.db.kysely
        .selectFrom('comments')
        .select('id')
        .where('id', '=', comment.id)
        .execute();
      expect(orphans).toEqual([]);
      const messages = await t.app.db.kysely
        .selectFrom('chatMessages')
        .select('id')
        .where('streamId', '=', stream.id)
        .execute();
      expect(messages).toEqual([]);
      const again = await t.request(`/api/admin/stream/${stream.id}`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(again.status).toBe(404);
    });
  });
});
