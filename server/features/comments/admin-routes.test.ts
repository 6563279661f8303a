import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';

describe('Comment Management API', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  it('refuses every call without an admin token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/admin/comments'],
      ['PUT', '/api/admin/comment/x'],
      ['PATCH', '/api/admin/comment/x/moderate'],
      ['DELETE', '/api/admin/comment/x'],
    ];
    for (const [method, path] of calls) {
      const response = await t.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lists comments newest first with the email and the stream as { _id, title }', async () => {
    const stream = await make.stream({ title: 'Sunday Glory Service' });
    const older = await make.comment(stream.id, { createdAt: minutesFromNow(-10) });
    const newer = await make.comment(stream.id, { userEmail: 'ada@example.com' });
    const response = await t.request<ApiAnswer<'/api/admin/comments'>>(
      `/api/admin/comments?streamId=${stream.id}`,
      { headers: auth },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 2, page: 1, limit: 50 });
    expect(response.body.comments.map((c) => c._id)).toEqual([newer.id, older.id]);
    expect(response.body.comments[0]).toEqual({
      _id: newer.id,
      userName: 'Grace',
      userEmail: 'ada@example.com',
      memberId: null,
      content: newer.content,
      createdAt: newer.createdAt,
      reactions: { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 },
      // Never held: the public sees it, so it shows approved.
      isModerated: true,
      isSpam: false,
      visibility: 'public',
      isHeld: false,
      streamId: { _id: stream.id, title: 'Sunday Glory Service' },
    });
  });

  it('filters by status, searches in SQL and paginates', async () => {
    const stream = await make.stream({ title: 'Filter Stream' });
    await make.comment(stream.id, { content: 'Pending hallelujah', isHeld: true });
    await make.comment(stream.id, { content: 'Approved HALLELUJAH', isModerated: true });
    await make.comment(stream.id, { content: 'Buy 100% cheap stuff', isSpam: true });
    const list = (query: string) =>
      t.request<ApiAnswer<'/api/admin/comments'>>(
        `/api/admin/comments?streamId=${stream.id}&${query}`,
        { headers: auth },
      );

    const pending = await list('status=pending');
    expect(pending.body.comments.map((c) => c.content)).toEqual(['Pending hallelujah']);
    expect((await list('status=approved')).body.total).toBe(1);
    expect((await list('status=spam')).body.comments[0]?.content).toBe('Buy 100% cheap stuff');
    expect((await list('search=hallelujah')).body.total).toBe(2);
    // LIKE wildcards are taken literally.
    expect((await list('search=100%25')).body.total).toBe(1);
    expect((await list('search=%25')).body.total).toBe(1);
    const byStream = await t.request<ApiAnswer<'/api/admin/comments'>>(
      '/api/admin/comments?search=filter%20stream',
      { headers: auth },
    );
    expect(byStream.body.total).toBe(3);

    const page2 = await list('limit=2&page=2');
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.comments).toHaveLength(1);
  });

  it('answers 400 for bad list parameters', async () => {
    const response = await t.request<ErrorBody>('/api/admin/comments?status=hidden&limit=0', {
      headers: auth,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {})).toEqual(
      expect.arrayContaining(['status', 'limit']),
    );
  });

  it('approve clears spam and spam clears approval', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id, { isSpam: true });
    const path = `/api/admin/comment/${comment.id}/moderate`;
    const approved = await t.request<ApiAnswer<'/api/admin/comment/{id}/moderate', 'patch'>>(path, {
      method: 'PATCH',
      json: { action: 'approve' },
      headers: auth,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.comment).toMatchObject({ isModerated: true, isSpam: false });
    const spam = await t.request<ApiAnswer<'/api/admin/comment/{id}/moderate', 'patch'>>(path, {
      method: 'PATCH',
      json: { action: 'spam' },
      headers: auth,
    });
    expect(spam.body.comment).toMatchObject({ isModerated: false, isSpam: true });
    // Spam is hidden from the public stream page.
    const visible = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
      `/api/user/comments/${stream.id}`,
    );
    expect(visible.body.comments).toEqual([]);

    const bad = await t.request<ErrorBody>(path, {
      method: 'PATCH',
      json: { action: 'hide' },
      headers: auth,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.action).toBe('Action must be one of: approve, spam');
    const missing = await t.request<ErrorBody>('/api/admin/comment/nope/moderate', {
      method: 'PATCH',
      json: { action: 'approve' },
      headers: auth,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.adminComments.notFound);
  });

  it('edits content and state, ticking one state clearing the other', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id, { isSpam: true });
    const path = `/api/admin/comment/${comment.id}`;
    const edited = await t.request<ApiAnswer<'/api/admin/comment/{id}', 'put'>>(path, {
      method: 'PUT',
      json: { content: '  Amen and amen  ', isModerated: true },
      headers: auth,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toMatchObject({
      content: 'Amen and amen',
      isModerated: true,
      isSpam: false,
      isHeld: false,
    });

    const empty = await t.request<ErrorBody>(path, {
      method: 'PUT',
      json: { content: ' ' },
      headers: auth,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.content).toBe('Content is required');
    const both = await t.request<ErrorBody>(path, {
      method: 'PUT',
      json: { content: 'x', isModerated: true, isSpam: true },
      headers: auth,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors?.isSpam).toBe('A comment cannot be both approved and spam');
    const missing = await t.request('/api/admin/comment/nope', {
      method: 'PUT',
      json: { content: 'x' },
      headers: auth,
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a comment once', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id);
    const path = `/api/admin/comment/${comment.id}`;
    const deleted = await t.request(path, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: MESSAGES.adminComments.deleted });
    expect((await t.request(path, { method: 'DELETE', headers: auth })).status).toBe(404);
  });
});
