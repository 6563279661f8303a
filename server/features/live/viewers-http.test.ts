import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, DEVICE_KEY_HEADER, apiPath } from '#shared/api-paths.js';
import type { LiveViewers } from '#shared/live-events.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { factories } from '#server/platform/testing/factories.js';

/*
 * People, not connections: a browser is its device key over any address of its IPv6 /64,
 * whatever tabs and list reads it has; without a device key a /64 is one address.
 */
describe('watching counts people', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  let network = 0;

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', LIVE_VIEWERS_INTERVAL_MS: '100' });
    make = factories(t.app);
    admin = await adminAuthHeader(t);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  /** A fresh /64 of its own, and the headers of one of its addresses. */
  const newNetwork = () => {
    network += 1;
    return (host: number, device?: string) => ({
      'x-forwarded-for': `2001:db8:${network.toString(16)}:64::${host.toString(16)}`,
      'user-agent': 'Browser/1.0',
      ...(device ? { [DEVICE_KEY_HEADER]: device } : {}),
    });
  };
  const watch = async (streamId: string, headers: Record<string, string>) => {
    const client = await openEventStream(`${t.baseUrl}${API.live}?stream=${streamId}`, headers);
    expect(client.status).toBe(200);
    open.push(client);
    return client;
  };
  const poll = (streamId: string, headers: Record<string, string>) =>
    t.request(apiPath(API.chatMessages, { streamId }), { headers });
  const countsOf = (client: EventStreamClient, streamId: string) =>
    client.events
      .filter((event) => event.event === 'viewers')
      .map((event) => event.data as LiveViewers)
      .filter((viewers) => viewers.streamId === streamId)
      .map((viewers) => viewers.watching);
  const reaches = (client: EventStreamClient, streamId: string, watching: number) =>
    client.next(
      (event) =>
        event.event === 'viewers' &&
        (event.data as LiveViewers).streamId === streamId &&
        (event.data as LiveViewers).watching === watching,
    );
  const peakOf = async (streamId: string) => {
    const listed = await t.request<ApiAnswer<'/api/admin/streams'>>(
      `${API.adminStreams}?limit=100`,
      {
        headers: admin,
      },
    );
    return listed.body.streams.find((one) => one._id === streamId)?.peakViewers;
  };

  it('counts a browser with its stream open that reads the chat and prayer lists as one', async () => {
    const stream = await make.stream();
    const home = newNetwork();
    const ada = await watch(stream.id, home(1, 'ada-device-key-00001'));
    await reaches(ada, stream.id, 1);
    // Switching tabs reads the lists again, from other addresses of the same /64.
    for (const host of [2, 2, 3, 3]) {
      expect((await poll(stream.id, home(host, 'ada-device-key-00001'))).status).toBe(200);
    }
    // Two tabs of one browser.
    await watch(stream.id, home(9, 'ada-device-key-00001'));
    // Someone else arriving is the next change: by then Ada's reads were counted, as her.
    await watch(stream.id, newNetwork()(1, 'bola-device-key-0002'));
    await reaches(ada, stream.id, 2);
    expect(Math.max(...countsOf(ada, stream.id))).toBe(2);
    expect(await peakOf(stream.id)).toBe(2);
  });

  it('counts three browsers on one /64 as three, and the peak as three', async () => {
    const stream = await make.stream();
    const church = newNetwork();
    const first = await watch(stream.id, church(1, 'first-device-key-001'));
    const second = await watch(stream.id, church(2, 'second-device-key-02'));
    await reaches(first, stream.id, 2);
    await watch(stream.id, church(3, 'third-device-key-003'));
    await reaches(first, stream.id, 3);
    second.close();
    await reaches(first, stream.id, 2);
    expect(Math.max(...countsOf(first, stream.id))).toBe(3);
    expect(await peakOf(stream.id)).toBe(3);
  });

  it('counts guests without a device key on one /64 as one address, a poller included', async () => {
    const stream = await make.stream();
    const phone = newNetwork();
    const clients = [];
    for (let n = 1; n <= 20; n += 1) clients.push(await watch(stream.id, phone(n)));
    await poll(stream.id, phone(30));
    await poll(stream.id, phone(31));
    // Another network's guest arrives last: the count then is two.
    await watch(stream.id, newNetwork()(1));
    await reaches(clients[0]!, stream.id, 2);
    expect(Math.max(...countsOf(clients[0]!, stream.id))).toBe(2);
  });

  it('counts a signed-in member without a device key once, from any network', async () => {
    const stream = await make.stream();
    const auth = await make.memberAuth(await make.member());
    const page = await watch(stream.id, { ...newNetwork()(1), ...auth });
    // Their phone polls the chat from another network, as them.
    const phone = newNetwork();
    await poll(stream.id, { ...phone(1), ...auth });
    await poll(stream.id, { ...phone(1), ...auth });
    await watch(stream.id, newNetwork()(1, 'someone-device-key-1'));
    await reaches(page, stream.id, 2);
    expect(Math.max(...countsOf(page, stream.id))).toBe(2);
  });

  it('records one watch session per browser, not per tab, for Analytics', async () => {
    const stream = await make.stream();
    const home = newNetwork();
    const tabs = [
      await watch(stream.id, home(1, 'session-device-key-1')),
      await watch(stream.id, home(2, 'session-device-key-1')),
    ];
    await reaches(tabs[0]!, stream.id, 1);
    for (const tab of tabs) tab.close();
    await vi.waitFor(
      async () => {
        const sessions = await t.app.db.kysely
          .selectFrom('watchSessions')
          .select('viewerKey')
          .where('streamId', '=', stream.id)
          .execute();
        expect(sessions).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('counts stream views from one /64 without a device key as one viewer', async () => {
    const stream = await make.stream();
    const phone = newNetwork();
    for (let n = 1; n <= 20; n += 1) {
      expect(
        (await t.request(apiPath(API.stream, { id: stream.id }), { headers: phone(n) })).status,
      ).toBe(200);
    }
    const views = await t.app.db.kysely
      .selectFrom('streamViews')
      .select('viewerKey')
      .where('streamId', '=', stream.id)
      .execute();
    expect(views).toHaveLength(1);
  });
});
