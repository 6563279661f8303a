import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { addressKey, lockoutMs } from '#server/platform/auth/login-throttle.js';
import { DEMO_LOGIN, type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_ADDRESS: '8' });
  });
  afterAll(() => t.close());

  /** A sign-in sent from `address` (the socket's address: no proxy is trusted here). */
  const signIn = async (address: string, username: string, password: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.adminLogin,
      remoteAddress: address,
      payload: { username, password },
    });
    return {
      status: response.statusCode,
      body: response.json<{ message: string }>(),
      retryAfter: Number(response.headers['retry-after']),
    };
  };
  /** As if the lock-out had run its course (the counter store keeps real time). */
  const waitOutLock = (address: string, username: string) =>
    t.app.realtime.counters.reset(`login:ip-user:${address}:${username}:lock`);

  it('five wrong passwords from one address do not lock the admin out at another', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('192.0.2.1', 'admin', 'wrong-guess')).status).toBe(401);
    }
    const locked = await signIn('192.0.2.1', 'admin', DEMO_LOGIN.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: MESSAGES.login.tooManyAttempts });
    expect(locked.retryAfter).toBeGreaterThan(50);
    expect(locked.retryAfter).toBeLessThanOrEqual(60);

    expect((await signIn('198.51.100.7', 'admin', DEMO_LOGIN.password)).status).toBe(200);
  });

  it('doubles the delay with each further failure, and a right password resets it', async () => {
    const address = '192.0.2.2';
    for (let i = 0; i < 5; i += 1) await signIn(address, 'admin', 'wrong-guess');
    expect((await signIn(address, 'admin', 'wrong-guess')).retryAfter).toBeLessThanOrEqual(60);
    await waitOutLock(address, 'admin');
    expect((await signIn(address, 'admin', 'wrong-guess')).status).toBe(401);
    const second = await signIn(address, 'admin', 'wrong-guess');
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBeGreaterThan(60);
    expect(second.retryAfter).toBeLessThanOrEqual(120);

    await waitOutLock(address, 'admin');
    expect((await signIn(address, 'admin', DEMO_LOGIN.password)).status).toBe(200);
    // Counting for this address and username starts again (the address's own count goes on).
    for (let i = 0; i < 2; i += 1) {
      expect((await signIn(address, 'admin', 'wrong-guess')).status).toBe(401);
    }
  });

  it('also slows one address trying many usernames', async () => {
    const address = '192.0.2.3';
    for (let i = 0; i < 8; i += 1) {
      expect((await signIn(address, `someone-${String(i)}`, 'wrong-guess')).status).toBe(401);
    }
    expect((await signIn(address, 'admin', DEMO_LOGIN.password)).status).toBe(429);
    expect((await signIn('192.0.2.4', 'admin', DEMO_LOGIN.password)).status).toBe(200);
  });

  it('counts an IPv6 network of one home (/64) as one address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(`2001:db8:1:2::${String(i + 1)}`, 'admin', 'wrong-guess')).status).toBe(
        401,
      );
    }
    expect((await signIn('2001:db8:1:2:ffff::9', 'admin', DEMO_LOGIN.password)).status).toBe(429);
    expect((await signIn('2001:db8:1:3::1', 'admin', DEMO_LOGIN.password)).status).toBe(200);
    expect(addressKey('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(addressKey('2001:0db8:0000:0002:0000:0000:0000:0001')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('locks for a minute after the allowed failures, doubling up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 20].map((failures) => lockoutMs(failures, 5) / 1000)).toEqual([
      0, 60, 120, 240, 480, 900, 900,
    ]);
  });
});
