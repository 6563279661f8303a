import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { carriedBy } from '#server/platform/testing/bus-recorder.js';
import { factories } from '#server/platform/testing/factories.js';

/** The bus events a chat message's write may cause, in the order they go out. */
const WATCHED = ['readCache.invalidate', 'live.stream', 'live.moderation'] as const;

describe("the live chat's domain events", () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
  });
  afterAll(() => t.close());

  const carried = (act: () => unknown) => carriedBy(t.app.realtime.bus, WATCHED, act);
  const chatDropped = {
    name: 'readCache.invalidate',
    payload: { tags: ['chat'], from: expect.any(String) },
  };
  const moderation = (streamId: string, id: string) => ({
    name: 'live.moderation',
    payload: { kind: 'chat-message', streamId, _id: id },
  });

  it('a visible message goes to its stream as the chat list shows it', async () => {
    const stream = await make.stream();
    const message = await make.chatMessage(stream.id);
    const listed = await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      `/api/user/chat-messages/${stream.id}`,
    );

    const messages = await carried(() =>
      t.app.domainEvents.publish('chatMessage.posted', { message, visible: true }),
    );

    expect(messages).toEqual([
      chatDropped,
      {
        name: 'live.stream',
        payload: {
          streamId: stream.id,
          event: { name: 'chat-message', data: listed.body.messages[0] },
        },
      },
    ]);
  });

  it('a held message reaches only the Live Moderation view', async () => {
    const stream = await make.stream();
    const message = await make.chatMessage(stream.id, { state: 'held' });

    const messages = await carried(() =>
      t.app.domainEvents.publish('chatMessage.posted', { message, visible: false }),
    );

    expect(messages).toEqual([chatDropped, moderation(stream.id, message.id)]);
  });

  it('moderation shows, removes or only refetches, as the message enters or leaves the chat', async () => {
    const stream = await make.stream();
    const message = await make.chatMessage(stream.id);
    const hidden = { ...message, state: 'hidden' as const };

    const madeVisible = await carried(() =>
      t.app.domainEvents.publish('chatMessage.moderated', { message, wasShown: false }),
    );
    const madeHidden = await carried(() =>
      t.app.domainEvents.publish('chatMessage.moderated', { message: hidden, wasShown: true }),
    );
    const stillHidden = await carried(() =>
      t.app.domainEvents.publish('chatMessage.moderated', { message: hidden, wasShown: false }),
    );
    const deleted = await carried(() =>
      t.app.domainEvents.publish('chatMessage.deleted', { message }),
    );

    const removed = {
      name: 'live.stream',
      payload: {
        streamId: stream.id,
        event: { name: 'removed', data: { kind: 'chat-message', _id: message.id } },
      },
    };
    expect(madeVisible.map(({ name }) => name)).toEqual([
      'readCache.invalidate',
      'live.stream',
      'live.moderation',
    ]);
    expect(madeVisible[1]?.payload).toMatchObject({ event: { name: 'chat-message' } });
    expect(madeHidden).toEqual([chatDropped, removed, moderation(stream.id, message.id)]);
    expect(stillHidden).toEqual([chatDropped, moderation(stream.id, message.id)]);
    expect(deleted).toEqual([chatDropped, removed, moderation(stream.id, message.id)]);
  });
});
