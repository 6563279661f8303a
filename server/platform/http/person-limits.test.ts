import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, STAFF_AUTHORIZATION_HEADER, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { deviceHeader, factories, freshClient } from '#server/platform/testing/factories.js';
import { ADDRESS_ALLOWANCE_FACTOR } from './person-limits.js';
import { RATE_LIMITS } from './rate-limits.js';

describe('public write limits per person and per address', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  const { max } = RATE_LIMITS.chatMessage;
  const send = (streamId: string, json: Record<string, unknown>, headers: Record<string, string>) =>
    t.request(API.chatMessage, {
      method: 'POST',
      json: { streamId, message: 'Amen!', ...json },
      headers,
    });

  it('lets many people on one address take part, each within their own limit', async () => {
    const stream = await make.stream();
    const wifi = freshClient();
    // Twice one person's allowance, from different people on the same network.
    for (let i = 0; i < max * 2; i += 1) {
      const response = await send(
        stream.id,
        { userName: `P${i}`, userEmail: `p${i}@example.com` },
        wifi,
      );
      expect(response.status).toBe(201);
    }
  });

  it('tells people on one address apart by the email of a /prayer request too', async () => {
    const wifi = freshClient();
    const { max: perPerson } = RATE_LIMITS.prayerRequest;
    const pray = (email: string) =>
      t.request(API.prayerRequest, {
        method: 'POST',
        json: { name: 'Ada', email, request: 'Please pray for my family.' },
        headers: wifi,
      });
    // Two people's allowance from one network and one browser, each with their own email.
    for (let i = 0; i < perPerson * 2; i += 1) {
      expect((await pray(`prayer${i % 2}@example.com`)).status).toBe(201);
    }
    // The first person has used their own allowance.
    expect((await pray('prayer0@example.com')).status).toBe(429);
  });

  it('counts one person across addresses: the same email, the same member', async () => {
    const stream = await make.stream();
    for (let i = 0; i < max; i += 1) {
      expect((await send(stream.id, { userEmail: 'fast@example.com' }, freshClient())).status).toBe(
        201,
      );
    }
    const limited = await send(stream.id, { userEmail: 'FAST@example.com' }, freshClient());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const member = await make.member();
    const auth = await make.memberAuth(member);
    for (let i = 0; i < max; i += 1) {
      expect((await send(stream.id, {}, { ...auth, ...freshClient() })).status).toBe(201);
    }
    // Signing in does not reset the count, nor does posting under another name.
    expect(
      (await send(stream.id, { userName: 'Other' }, { ...auth, ...freshClient() })).status,
    ).toBe(429);
  });

  it('stops one address at its larger allowance, however many emails it invents', async () => {
    const stream = await make.stream();
    const here = freshClient();
    const allowance = max * ADDRESS_ALLOWANCE_FACTOR;
    for (let i = 0; i < allowance; i += 1) {
      const response = await send(stream.id, { userEmail: `sock${i}@example.com` }, here);
      expect(response.status).toBe(201);
    }
    const limited = await send(stream.id, { userEmail: 'one-more@example.com' }, here);
    expect(limited.status).toBe(429);
    // Another address is not affected.
    expect((await send(stream.id, { userEmail: 'sock1@example.com' }, freshClient())).status).toBe(
      201,
    );
  });

  it('tells guests without an email apart by their device key, on one address and one browser', async () => {
    const stream = await make.stream();
    const wifi = freshClient();
    const phones = [deviceHeader(), deviceHeader(), deviceHeader()];
    for (let i = 0; i < max * phones.length; i += 1) {
      expect((await send(stream.id, {}, { ...wifi, ...phones[i % phones.length] })).status).toBe(
        201,
      );
    }
    expect((await send(stream.id, {}, { ...wifi, ...phones[0] })).status).toBe(429);
    // The same email on another device is the same person.
    const email = { userEmail: 'two-devices@example.com' };
    for (let i = 0; i < max; i += 1) {
      expect((await send(stream.id, email, { ...wifi, ...deviceHeader() })).status).toBe(201);
    }
    expect((await send(stream.id, email, { ...wifi, ...deviceHeader() })).status).toBe(429);
  });

  it('counts one IPv6 /64 as one address: stepping through its addresses gains nothing', async () => {
    const stream = await make.stream();
    const allowance = max * ADDRESS_ALLOWANCE_FACTOR;
    const network = (n: number) => ({ 'x-forwarded-for': `2001:db8:64:1:${n.toString(16)}::1` });
    const statuses: number[] = [];
    for (let i = 0; i < allowance + 30; i += 1) {
      statuses.push(
        (await send(stream.id, { userEmail: `v6-${i}@example.com` }, network(i))).status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(allowance);
    expect(statuses.slice(allowance)).toEqual(Array(30).fill(429));
    // Without an email or device, every address of the /64 is one person.
    const other = (n: number) => ({ 'x-forwarded-for': `2001:db8:64:2::${n.toString(16)}` });
    for (let i = 0; i < max; i += 1) expect((await send(stream.id, {}, other(i))).status).toBe(201);
    expect((await send(stream.id, {}, other(999))).status).toBe(429);
  });

  it('does not count staff sending a valid admin token in the staff header', async () => {
    const stream = await make.stream();
    const admin = await adminAuthHeader(t);
    const staff = { ...freshClient(), [STAFF_AUTHORIZATION_HEADER]: admin.authorization };
    for (let i = 0; i < max + 2; i += 1) {
      expect((await send(stream.id, { userEmail: 'pastor@example.com' }, staff)).status).toBe(201);
    }
    const forged = { ...freshClient(), [STAFF_AUTHORIZATION_HEADER]: 'Bearer forged' };
    for (let i = 0; i < max; i += 1)
      await send(stream.id, { userEmail: 'fake@example.com' }, forged);
    expect((await send(stream.id, { userEmail: 'fake@example.com' }, forged)).status).toBe(429);
  });
  it('counts a signed-out or malformed staff token like no token, with no other error', async () => {
    const stream = await make.stream();
    const admin = await adminAuthHeader(t);
    const signedOut = await adminAuthHeader(t);
    expect(
      (await t.request(API.adminLogout, { method: 'POST', headers: signedOut })).status,
    ).toBeLessThan(300);
    for (const token of [
      signedOut.authorization,
      'not a bearer at all',
      admin.authorization.slice(0, -4),
    ]) {
      const headers = { ...freshClient(), [STAFF_AUTHORIZATION_HEADER]: token };
      const email = `counted-${token.length}@example.com`;
      for (let i = 0; i < max; i += 1) {
        expect((await send(stream.id, { userEmail: email }, headers)).status).toBe(201);
      }
      const limited = await send(stream.id, { userEmail: email }, headers);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: MESSAGES.errors.tooManyRequests });
    }
    // The admin's own session is untouched by the other one's sign-out.
    const staff = { ...freshClient(), [STAFF_AUTHORIZATION_HEADER]: admin.authorization };
    expect((await send(stream.id, { userEmail: 'counted-0@example.com' }, staff)).status).toBe(201);
  });

  it("does not slow staff in a slow-mode room, while a viewer's second message waits", async () => {
    const stream = await make.stream();
    const admin = await adminAuthHeader(t);
    const room = await t.request(apiPath(API.adminStreamChat, { id: stream.id }), {
      method: 'PUT',
      json: { slowModeSeconds: 60, pinnedMessage: null, who: 'everyone' },
      headers: admin,
    });
    expect(room.status).toBe(200);
    const viewer = freshClient();
    expect((await send(stream.id, { userEmail: 'viewer@example.com' }, viewer)).status).toBe(201);
    const waited = await send(stream.id, { userEmail: 'viewer@example.com' }, viewer);
    expect(waited.status).toBe(429);
    const staff = { ...freshClient(), [STAFF_AUTHORIZATION_HEADER]: admin.authorization };
    for (let i = 0; i < 3; i += 1) {
      expect((await send(stream.id, { userEmail: 'pastor@example.com' }, staff)).status).toBe(201);
    }
    const forged = { ...freshClient(), [STAFF_AUTHORIZATION_HEADER]: 'Bearer forged' };
    expect((await send(stream.id, { userEmail: 'forger@example.com' }, forged)).status).toBe(201);
    expect((await send(stream.id, { userEmail: 'forger@example.com' }, forged)).status).toBe(429);
  });
});
