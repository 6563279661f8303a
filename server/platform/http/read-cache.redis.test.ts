import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect((await b.request(path)).body.messages).toEqual([]);
    expect((await b.request(path)).body.messages).toEqual([]);

    const posted = await a.request('/api/user/chat-message', {
      method: 'POST',
      headers: freshClient(),
      json: {
        streamId: stream.id,
        userName: 'Lydia',
        userEmail: 'lydia@example.org',
        message: 'Amen',
      },
    });
    expect(posted.status).toBe(201);
    await vi.waitFor(
      async () => {
        const ids = (await b.request(path)).body.messages.map((m: { _id: string }) => m._id);
        expect(ids).toEqual([posted.body.chatMessage._id]);
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
