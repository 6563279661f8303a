import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient, minutesFromNow } from '#server/platform/testing/factories.js';

describe('Comment Management: one meaning of pending', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
    auth = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const adminList = async (streamId: string, status?: string) => {
    const query = status ? `&status=${status}` : '';
    const answer = await t.request<ApiAnswer<'/api/admin/comments'>>(
      `/api/admin/comments?streamId=${streamId}${query}`,
      { headers: auth },
    );
    expect(answer.status).toBe(200);
    return answer.body.comments;
  };
  const publicList = async (streamId: string) =>
    (
      await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(`/api/user/comments/${streamId}`)
    ).body.comments.map((comment) => comment._id);

  it('labels public exactly what the public list shows, held what it hides, whatever the flags', async () => {
    const stream = await make.stream({ title: 'Visibility Service' });
    // An older or demo comment: never held, never approved by hand, shown to everyone.
    const older = await make.comment(stream.id, {
      content: 'Older, never held',
      createdAt: minutesFromNow(-30),
    });
    const approved = await make.comment(stream.id, {
      content: 'Held, then approved',
      isHeld: true,
      isModerated: true,
    });
    const spam = await make.comment(stream.id, { content: 'Cheap pills', isSpam: true });
    // Posted with Comment Moderation on (the default): held for review.
    const posted = await t.request<ApiAnswer<'/api/user/comment', 'post'>>('/api/user/comment', {
      method: 'POST',
      headers: freshClient(),
      json: {
        streamId: stream.id,
        userName: 'Tolu',
        userEmail: 'tolu@example.org',
        content: 'Waiting for a moderator',
      },
    });
    expect(posted.status).toBe(201);
    const held = posted.body.comment._id;

    const shown = await publicList(stream.id);
    expect(shown.sort()).toEqual([older.id, approved.id].sort());
    const all = await adminList(stream.id);
    const byId = new Map(all.map((comment) => [comment._id, comment]));
    expect(byId.get(older.id)).toMatchObject({ visibility: 'public', isModerated: true });
    expect(byId.get(approved.id)).toMatchObject({ visibility: 'public', isModerated: true });
    expect(byId.get(held)).toMatchObject({ visibility: 'held', isModerated: false, isSpam: false });
    expect(byId.get(spam.id)).toMatchObject({ visibility: 'spam', isModerated: false });
    // Nothing the public sees is labelled pending, nothing hidden is labelled public.
    for (const comment of all) {
      expect(comment.visibility === 'public').toBe(shown.includes(comment._id));
    }

    // The filter by the same rule: pending is held for review, approved is public.
    const ids = async (status: string) =>
      (await adminList(stream.id, status)).map((comment) => comment._id).sort();
    expect(await ids('pending')).toEqual([held]);
    expect(await ids('approved')).toEqual([older.id, approved.id].sort());
    expect(await ids('spam')).toEqual([spam.id]);

    // The dashboard's Recent Comments says the same.
    const dashboard = await t.request<ApiAnswer<'/api/admin/dashboard'>>('/api/admin/dashboard', {
      headers: auth,
    });
    const recent = dashboard.body.recentActivity.comments;
    const ours = recent.filter((item) => byId.has(item._id));
    expect(ours).toHaveLength(4);
    for (const comment of ours) {
      expect(comment.visibility).toBe(byId.get(comment._id)?.visibility);
      expect(comment.isModerated).toBe(comment.visibility === 'public');
    }
  });

  it("keeps the edit form's Approve and Spam ticks: unticking Approve on a public comment holds it", async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id, { content: 'Public from the start' });
    const path = `/api/admin/comment/${comment.id}`;
    const save = (json: Record<string, unknown>) =>
      t.request<ApiAnswer<'/api/admin/comment/{id}', 'put'>>(path, {
        method: 'PUT',
        json: { content: 'Public from the start', ...json },
        headers: auth,
      });

    const unticked = await save({ isModerated: false, isSpam: false });
    expect(unticked.status).toBe(200);
    expect(unticked.body.comment).toMatchObject({ visibility: 'held', isModerated: false });
    expect(await publicList(stream.id)).toEqual([]);
    expect((await adminList(stream.id, 'pending')).map((c) => c._id)).toEqual([comment.id]);

    const ticked = await save({ isModerated: true });
    expect(ticked.body.comment).toMatchObject({ visibility: 'public', isModerated: true });
    expect(await publicList(stream.id)).toEqual([comment.id]);

    const spam = await save({ isSpam: true });
    expect(spam.body.comment).toMatchObject({
      visibility: 'spam',
      isModerated: false,
      isSpam: true,
    });
    expect(await publicList(stream.id)).toEqual([]);
    // Approve from the card's button publishes a held comment.
    await save({ isSpam: false, isModerated: false });
    const approve = await t.request<ApiAnswer<'/api/admin/comment/{id}/moderate', 'patch'>>(
      `${path}/moderate`,
      {
        method: 'PATCH',
        json: { action: 'approve' },
        headers: auth,
      },
    );
    expect(approve.body.comment).toMatchObject({ visibility: 'public', isModerated: true });
    expect(await publicList(stream.id)).toEqual([comment.id]);
  });
});
