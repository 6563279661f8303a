import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import type { TestApp } from '#server/platform/testing/build-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';
import {
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';

describe('"I prayed" from one IPv6 /64', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => ({ t, admin } = await liveRoomTestApp()));
  afterAll(() => closeLiveRoomTestApp(t, []));

  it('counts 20 addresses of one /64 without a device key once, as one home or phone', async () => {
    const sent = await t.request<ApiAnswer<'/api/user/prayer-request', 'post'>>(API.prayerRequest, {
      method: 'POST',
      json: { name: 'Musa', request: 'Pray for the harvest' },
      headers: freshClient(),
    });
    const id = sent.body.prayerRequest._id;
    const approved = await t.request(apiPath(API.adminPrayerRequest, { id }), {
      method: 'PATCH',
      json: { isApproved: true },
      headers: admin,
    });
    expect(approved.status).toBe(200);

    const counts: number[] = [];
    for (let host = 1; host <= 20; host += 1) {
      const prayed = await t.request<ApiAnswer<'/api/user/prayer-request/{id}/prayed', 'post'>>(
        apiPath(API.prayerRequestPrayed, { id }),
        {
          method: 'POST',
          headers: {
            'x-forwarded-for': `2001:db8:70:1::${host.toString(16)}`,
            'user-agent': 'P/1',
          },
        },
      );
      expect(prayed.status).toBe(200);
      counts.push(prayed.body.prayedCount);
    }
    expect(new Set(counts)).toEqual(new Set([1]));

    // Another /64 is another visitor.
    const other = await t.request(apiPath(API.prayerRequestPrayed, { id }), {
      method: 'POST',
      headers: { 'x-forwarded-for': '2001:db8:71:1::1', 'user-agent': 'P/1' },
    });
    expect(other.body).toEqual({ prayedCount: 2 });
  });
});
