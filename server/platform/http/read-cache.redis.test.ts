import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';

/* Two instances on one database and one Redis: a write on one drops the other's cached reads. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('read cache across instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL, TRUST_PROXY: '1' });
    b = await buildTestApp(
      { REDIS_URL, TRUST_PROXY: '1', ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}) },
      { dataDir: a.dataDir },
    );
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it("answers a chat message posted on the other instance once that instance's word arrives", async () => {
    const stream = await factories(a.app).stream();
    const path = `/api/user/chat-messages/${stream.id}?messageType=chat`;
    const read = (app: TestApp) =>
      app.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(path);
    expect((await read(b)).body.messages).toEqual([]);
    expect((await read(b)).body.messages).toEqual([]);

    const posted = await a.request<ApiAnswer<'/api/user/chat-message', 'post'>>(
      '/api/user/chat-message',
      {
        method: 'POST',
        headers: freshClient(),
        json: {
          streamId: stream.id,
          userName: 'Lydia',
          userEmail: 'lydia@example.org',
          message: 'Amen',
        },
      },
    );
    expect(posted.status).toBe(201);
    await vi.waitFor(
      async () => {
        const ids = (await read(b)).body.messages.map((m) => m._id);
        expect(ids).toEqual([posted.body.chatMessage._id]);
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
