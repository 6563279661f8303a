import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { preferredEncoding } from './read-cache-encoding.js';

type ChatMessages = ApiAnswer<'/api/user/chat-messages/{streamId}'>;
type ActiveStreams = ApiAnswer<'/api/streams/active'>;
type UpcomingEvents = ApiAnswer<'/api/events/upcoming'>;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent (fetch would decode them), with the encodings asked for. */
function raw(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${t.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('read cache', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
    // Comments appear at once here (Comment Moderation off); held ones are tested with moderation.
    await t.app.settings.update({
      notifications: { ...DEFAULT_SETTINGS.notifications, commentModeration: false },
    });
  });
  afterAll(() => t.close());

  it('answers a repeated read with the same bytes and headers as the first, uncached answer', async () => {
    const stream = await make.stream({ isLive: true });
    for (let i = 0; i < 12; i += 1) await make.comment(stream.id, { content: `Amen number ${i}` });
    for (const path of [
      '/api/streams/active',
      `/api/stream/${stream.id}`,
      `/api/user/comments/${stream.id}`,
      `/api/user/chat-messages/${stream.id}?messageType=chat`,
      '/api/events/upcoming',
      '/api/settings/public',
    ]) {
      const first = await raw(t, path);
      const second = await raw(t, path);
      expect(first.status, path).toBe(200);
      expect(second.body.equals(first.body), path).toBe(true);
      for (const header of ['content-type', 'cache-control', 'etag'])
        expect(second.headers[header], `${path} ${header}`).toBe(first.headers[header]);
    }
  });

  it('answers later hits before routing, with every header of the first answer', async () => {
    const stream = await make.stream({ isLive: true });
    for (const path of [
      '/api/streams/active',
      `/api/stream/${stream.id}`,
      `/api/user/chat-messages/${stream.id}?messageType=prayer`,
      '/api/settings/public',
    ]) {
      for (const encoding of ['', 'gzip, deflate, br']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const first = await raw(t, path, headers);
        await raw(t, path, headers);
        const before = t.app.readCache.frontHits;
        const hit = await raw(t, path, headers);
        expect(t.app.readCache.frontHits, path).toBe(before + 1);
        expect(hit.body.equals(first.body), path).toBe(true);
        const { date: _firstDate, ...firstHeaders } = first.headers;
        const { date: _hitDate, ...hitHeaders } = hit.headers;
        expect(hitHeaders, path).toEqual(firstHeaders);
        expect(hit.headers['content-security-policy'], path).toContain("default-src 'self'");
      }
    }
  });

  it('sends gzip and brotli variants that decode to the same JSON, and 304 for a known ETag', async () => {
    const stream = await make.stream();
    for (let i = 0; i < 30; i += 1) await make.comment(stream.id, { content: `Praise ${i}` });
    const path = `/api/user/comments/${stream.id}`;
    const plain = await raw(t, path);
    const cachedPlain = await raw(t, path);
    const gzipped = await raw(t, path, { 'accept-encoding': 'gzip' });
    const brotli = await raw(t, path, { 'accept-encoding': 'gzip, deflate, br' });
    const refused = await raw(t, path, { 'accept-encoding': 'br;q=0, gzip' });

    expect(cachedPlain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(JSON.parse(plain.body.toString()).comments).toHaveLength(30);

    const etag = String(plain.headers.etag);
    const again = await raw(t, path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('answers the new data right after each kind of write through the API', async () => {
    const stream = await make.stream({ isLive: true });
    const chatPath = `/api/user/chat-messages/${stream.id}?messageType=chat`;
    const commentsPath = `/api/user/comments/${stream.id}`;
    await t.request(chatPath);
    await t.request(commentsPath);
    await t.request(`/api/stream/${stream.id}`);

    const posted = await t.request<ApiAnswer<'/api/user/chat-message', 'post'>>(
      '/api/user/chat-message',
      {
        method: 'POST',
        headers: freshClient(),
        json: {
          streamId: stream.id,
          userName: 'Ruth',
          userEmail: 'ruth@example.org',
          message: 'Hi',
        },
      },
    );
    expect(posted.status).toBe(201);
    const chat = await t.request<ChatMessages>(chatPath);
    expect(chat.body.messages.map((m) => m._id)).toContain(posted.body.chatMessage._id);

    const reacted = await t.request(
      `/api/user/chat-message/${posted.body.chatMessage._id}/reaction`,
      {
        method: 'PUT',
        headers: freshClient(),
        json: { reactionType: 'amen' },
      },
    );
    expect(reacted.status).toBe(200);
    const afterReaction = await t.request<ChatMessages>(chatPath);
    expect(afterReaction.body.messages.at(-1)?.reactions.amen).toBe(1);

    const comment = await t.request<ApiAnswer<'/api/user/comment', 'post'>>('/api/user/comment', {
      method: 'POST',
      headers: freshClient(),
      json: {
        streamId: stream.id,
        userName: 'Ruth',
        userEmail: 'ruth@example.org',
        content: 'Amen',
      },
    });
    expect(comment.status).toBe(201);
    const comments = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(commentsPath);
    expect(comments.body.comments.map((c) => c._id)).toContain(comment.body.comment._id);

    const streamReaction = await t.request('/api/user/stream-reaction', {
      method: 'POST',
      headers: freshClient(),
      json: { streamId: stream.id, reactionType: 'fire' },
    });
    expect(streamReaction.status).toBe(201);
    const one = await t.request<ApiAnswer<'/api/stream/{id}'>>(`/api/stream/${stream.id}`);
    expect(one.body.stream.reactions.fire).toBe(1);
  });

  it('drops what an admin changes: streams, events and settings', async () => {
    const login = await t.request<ApiAnswer<'/api/admin/login', 'post'>>('/api/admin/login', {
      method: 'POST',
      json: t.app.config.admin,
    });
    const admin = { authorization: `Bearer ${login.body.token}` };
    const before = await t.request<ActiveStreams>('/api/streams/active');
    const created = await t.request('/api/admin/stream', {
      method: 'POST',
      headers: admin,
      json: {
        title: 'Midweek Service',
        streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        description: '',
        isActive: true,
      },
    });
    expect(created.status).toBe(201);
    const after = await t.request<ActiveStreams>('/api/streams/active');
    expect(after.body.streams.length).toBe(before.body.streams.length + 1);

    await t.request('/api/events/upcoming');
    const event = await make.event({ title: 'Choir practice' });
    const events = await t.request<UpcomingEvents>('/api/events/upcoming');
    expect(events.body.events.map((e) => e._id)).toContain(event.id);
    const deleted = await t.request(`/api/admin/event/${event.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    const gone = await t.request<UpcomingEvents>('/api/events/upcoming');
    expect(gone.body.events.map((e) => e._id)).not.toContain(event.id);

    await t.request('/api/settings/public');
    await t.app.settings.update({
      general: { ...(await t.app.settings.get()).general, siteName: 'Grace Chapel Live' },
    });
    const settings = await t.request<ApiAnswer<'/api/settings/public'>>('/api/settings/public');
    expect(settings.body.settings.siteName).toBe('Grace Chapel Live');
  });

  it('still counts a view when the stream is answered from the cache', async () => {
    const stream = await make.stream();
    await raw(t, `/api/stream/${stream.id}`, { 'x-forwarded-for': '10.200.0.1' });
    await raw(t, `/api/stream/${stream.id}`, { 'x-forwarded-for': '10.200.0.2' });
    const views = await t.app.db.kysely
      .selectFrom('streamViews')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('streamId', '=', stream.id)
      .executeTakeFirstOrThrow();
    expect(Number(views.count)).toBe(2);
  });

  it('picks the best encoding the client accepts', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('*')).toBe('gzip');
  });
});
