import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, STAFF_AUTHORIZATION_HEADER, apiPath } from '#shared/api-paths.js';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import { type ErrorBody, type TestApp } from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

type ChatPosted = ApiAnswer<'/api/user/chat-message', 'post'>;
type CommentPosted = ApiAnswer<'/api/user/comment', 'post'>;
type HeldChat = ApiAnswer<'/api/admin/chat-messages'>;

describe('held posts: the word filter, links and Comment Moderation', () => {
  let t: TestApp;
  let make: LiveRoomTestApp['make'];
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  beforeAll(async () => ({ t, make, admin } = await liveRoomTestApp()));
  afterAll(() => closeLiveRoomTestApp(t, open));

  /** Typed by the answer the call expects: the saved settings, or an error's. */
  const saveSettings = <T = unknown>(json: unknown) =>
    t.request<T>(API.adminSettings, { method: 'PUT', json, headers: admin });
  const chat = (streamId: string, message: string) =>
    t.request<ChatPosted>(API.chatMessage, {
      method: 'POST',
      json: { streamId, userName: 'Ada', userEmail: 'ada@example.com', message },
      headers: freshClient(),
    });
  const comment = (streamId: string, content: string) =>
    t.request<CommentPosted>(API.comment, {
      method: 'POST',
      json: { streamId, userName: 'Ada', userEmail: 'ada@example.com', content },
      headers: freshClient(),
    });
  const publicChat = async (streamId: string) =>
    (
      await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
        apiPath(API.chatMessages, { streamId }),
      )
    ).body.messages.map((m) => m.message);
  const publicComments = async (streamId: string) =>
    (
      await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
        apiPath(API.comments, { streamId }),
      )
    ).body.comments.map((c) => c.content);

  it('saves the Moderation group and answers 400 for a bad one', async () => {
    const saved = await saveSettings<ApiAnswer<'/api/admin/settings', 'put'>>({
      moderation: { blockedWords: [' scam ', 'buy followers'], holdLinks: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.moderation).toEqual({
      blockedWords: ['scam', 'buy followers'],
      holdLinks: true,
    });
    const bad = await saveSettings<Required<ErrorBody>>({
      moderation: { blockedWords: ['', 'x'.repeat(61)], holdLinks: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'moderation.blockedWords.0',
      'moderation.blockedWords.1',
      'moderation.holdLinks',
    ]);
    const read = await t.request<ApiAnswer<'/api/admin/settings'>>(API.adminSettings, {
      headers: admin,
    });
    expect(read.body.settings.moderation.holdLinks).toBe(true);
  });

  it('holds a chat message with a blocked word or a link: its sender sees "awaiting review", nobody else until approved', async () => {
    await saveSettings({ moderation: { blockedWords: ['scam'], holdLinks: true } });
    const stream = await make.stream();
    const page = await openEventStream(`${t.baseUrl}${API.live}?stream=${stream.id}`);
    const panel = await openEventStream(`${t.baseUrl}${API.adminLive}`, admin);
    open.push(page, panel);
    const fine = await chat(stream.id, 'Good morning church');
    expect(fine.body.chatMessage.awaitingReview).toBeUndefined();
    await page.next((event) => event.event === 'chat-message');
    for (const text of ['This is a S C A M', 'visit www.example.org', 'sc4m']) {
      const held = await chat(stream.id, text);
      expect(held.status).toBe(201);
      expect(held.body.chatMessage).toMatchObject({ message: text, awaitingReview: true });
      await panel.next(
        (event) =>
          event.event === 'moderation' &&
          (event.data as { _id: string })._id === held.body.chatMessage._id,
      );
    }
    expect(await publicChat(stream.id)).toEqual(['Good morning church']);
    expect(page.events.filter((event) => event.event === 'chat-message')).toHaveLength(1);
    const queue = await t.request<HeldChat>(
      `${API.adminChatMessages}?streamId=${stream.id}&state=held`,
      { headers: admin },
    );
    expect(queue.body.total).toBe(3);
    const approved = await t.request<ApiAnswer<'/api/admin/chat-message/{id}', 'patch'>>(
      apiPath(API.adminChatMessage, { id: queue.body.messages[0]!._id }),
      { method: 'PATCH', json: { state: 'visible' }, headers: admin },
    );
    expect(approved.body.message.state).toBe('visible');
    const arrived = await page.next(
      (event) =>
        event.event === 'chat-message' &&
        (event.data as { _id: string })._id === approved.body.message._id,
    );
    expect(arrived.data).toMatchObject({ message: 'sc4m' });
    expect(await publicChat(stream.id)).toEqual(['Good morning church', 'sc4m']);
  });

  it('holds comments with a blocked word even with Comment Moderation off; approving publishes them', async () => {
    await saveSettings({
      moderation: { blockedWords: ['scam'], holdLinks: false },
      notifications: { commentModeration: false },
    });
    const stream = await make.stream();
    expect(
      (await comment(stream.id, 'Blessed service')).body.comment.awaitingReview,
    ).toBeUndefined();
    expect(
      (await comment(stream.id, 'see example.com')).body.comment.awaitingReview,
    ).toBeUndefined();
    const held = await comment(stream.id, 'total SCAM');
    expect(held.status).toBe(201);
    expect(held.body.comment).toMatchObject({ content: 'total SCAM', awaitingReview: true });
    expect(await publicComments(stream.id)).toEqual(['Blessed service', 'see example.com']);
    const listed = await t.request<ApiAnswer<'/api/admin/comments'>>(
      `${API.adminComments}?streamId=${stream.id}&status=pending`,
      { headers: admin },
    );
    const heldItem = listed.body.comments.find((c) => c.content === 'total SCAM');
    expect(heldItem).toMatchObject({ isHeld: true, isModerated: false, isSpam: false });
    await t.request(apiPath(API.adminCommentModerate, { id: heldItem!._id }), {
      method: 'PATCH',
      json: { action: 'approve' },
      headers: admin,
    });
    expect(await publicComments(stream.id)).toEqual([
      'Blessed service',
      'see example.com',
      'total SCAM',
    ]);
  });

  it('Comment Moderation on holds every new comment until approved; off shows them at once', async () => {
    await saveSettings({
      moderation: DEFAULT_SETTINGS.moderation,
      notifications: { commentModeration: true },
    });
    const stream = await make.stream();
    const held = await comment(stream.id, 'Thank you pastor');
    expect(held.body.comment.awaitingReview).toBe(true);
    expect(await publicComments(stream.id)).toEqual([]);
    await t.request(apiPath(API.adminCommentModerate, { id: held.body.comment._id }), {
      method: 'PATCH',
      json: { action: 'approve' },
      headers: admin,
    });
    expect(await publicComments(stream.id)).toEqual(['Thank you pastor']);
    await saveSettings({ notifications: { commentModeration: false } });
    const shown = await comment(stream.id, 'Amen');
    expect(shown.body.comment.awaitingReview).toBeUndefined();
    expect(await publicComments(stream.id)).toEqual(['Thank you pastor', 'Amen']);
  });
  it("holds a signed-in member's message and comment like a guest's; a staff token skips no filter", async () => {
    await saveSettings({
      moderation: { blockedWords: ['scam'], holdLinks: true },
      notifications: { commentModeration: false },
    });
    const stream = await make.stream();
    const member = await make.member({ name: 'Member Ama' });
    const headers = {
      ...(await make.memberAuth(member)),
      ...freshClient(),
      [STAFF_AUTHORIZATION_HEADER]: admin.authorization!,
    };
    const sent = await t.request<ChatPosted>(API.chatMessage, {
      method: 'POST',
      json: { streamId: stream.id, message: 'a scam here' },
      headers,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.chatMessage).toMatchObject({ userName: 'Member Ama', awaitingReview: true });
    const posted = await t.request<CommentPosted>(API.comment, {
      method: 'POST',
      json: { streamId: stream.id, content: 'see www.example.org' },
      headers,
    });
    expect(posted.status).toBe(201);
    expect(posted.body.comment.awaitingReview).toBe(true);
    expect(await publicChat(stream.id)).toEqual([]);
    expect(await publicComments(stream.id)).toEqual([]);
    const queue = await t.request<HeldChat>(
      `${API.adminChatMessages}?streamId=${stream.id}&state=held`,
      { headers: admin },
    );
    expect(queue.body.messages).toEqual([
      expect.objectContaining({ memberId: member.id, state: 'held' }),
    ]);
  });
});
