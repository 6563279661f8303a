import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { carriedBy } from '#server/platform/testing/bus-recorder.js';
import { factories } from '#server/platform/testing/factories.js';

/** The bus events a comment's write may cause, in the order they go out. */
const WATCHED = ['readCache.invalidate', 'live.stream', 'live.moderation'] as const;

describe("the comments' domain events", () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
  });
  afterAll(() => t.close());

  const carried = (act: () => unknown) => carriedBy(t.app.realtime.bus, WATCHED, act);
  const commentsPath = (streamId: string) => `/api/user/comments/${streamId}`;

  it('a visible comment goes to its stream as the public list shows it, and drops that list at once', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id, { isModerated: true });
    const listed = await t.request<ApiAnswer<'/api/user/comments/{streamId}'>>(
      commentsPath(stream.id),
    );
    await t.request(commentsPath(stream.id));
    const frontHits = t.app.readCache.frontHits;

    const messages = await carried(() =>
      t.app.domainEvents.publish('comment.posted', { comment, visible: true }),
    );

    expect(messages).toEqual([
      { name: 'readCache.invalidate', payload: { tags: ['comments'], from: expect.any(String) } },
      {
        name: 'live.stream',
        payload: { streamId: stream.id, event: { name: 'comment', data: listed.body.comments[0] } },
      },
    ]);
    // Dropped on this instance before the write answers: the next read is built anew.
    await t.request(commentsPath(stream.id));
    expect(t.app.readCache.frontHits).toBe(frontHits);
  });

  it('a held comment reaches only the Live Moderation view', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id, { isHeld: true });

    const messages = await carried(() =>
      t.app.domainEvents.publish('comment.posted', { comment, visible: false }),
    );

    expect(messages).toEqual([
      { name: 'readCache.invalidate', payload: { tags: ['comments'], from: expect.any(String) } },
      {
        name: 'live.moderation',
        payload: { kind: 'comment', streamId: stream.id, _id: comment.id },
      },
    ]);
  });

  it('a comment marked spam leaves its pages and the Live Moderation view refetches', async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id, { isModerated: true });

    const messages = await carried(() =>
      t.app.domainEvents.publish('comment.moderated', {
        comment: { ...comment, isModerated: 0, isSpam: 1 },
      }),
    );

    expect(messages).toEqual([
      { name: 'readCache.invalidate', payload: { tags: ['comments'], from: expect.any(String) } },
      {
        name: 'live.stream',
        payload: {
          streamId: stream.id,
          event: { name: 'removed', data: { kind: 'comment', _id: comment.id } },
        },
      },
      {
        name: 'live.moderation',
        payload: { kind: 'comment', streamId: stream.id, _id: comment.id },
      },
    ]);
  });

  it('a reaction carries the counts after it; a deletion removes the comment from its pages', async () => {
    const stream = await make.stream();
    const comment = { ...(await make.comment(stream.id)), reactionAmen: 2 };

    const reacted = await carried(() => t.app.domainEvents.publish('comment.reacted', { comment }));
    const deleted = await carried(() => t.app.domainEvents.publish('comment.deleted', { comment }));

    expect(reacted.map(({ name }) => name)).toEqual(['readCache.invalidate', 'live.stream']);
    expect(reacted[1]?.payload).toEqual({
      streamId: stream.id,
      event: {
        name: 'reactions',
        data: {
          kind: 'comment',
          _id: comment.id,
          reactions: { amen: 2, praise: 0, fire: 0, heart: 0, sad: 0 },
        },
      },
    });
    expect(deleted).toEqual([
      { name: 'readCache.invalidate', payload: { tags: ['comments'], from: expect.any(String) } },
      {
        name: 'live.stream',
        payload: {
          streamId: stream.id,
          event: { name: 'removed', data: { kind: 'comment', _id: comment.id } },
        },
      },
    ]);
  });
});
