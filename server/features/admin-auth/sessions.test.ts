import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { ADMIN_SESSION_HEADERS, API } from '#shared/api-paths.js';
import { ADMIN_SESSION_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import {
  DEMO_LOGIN,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

const MINUTE = 60_000;

type Session = ApiAnswer<'/api/admin/session'>;

describe('admin sessions on the server', () => {
  let t: TestApp;
  /** The time the session service sees; the tests move it instead of waiting. */
  let now = Date.now();
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const freezeClock = () => {
    now = Date.now();
    vi.spyOn(t.app.adminSessions.clock, 'now').mockImplementation(() => now);
  };
  /** The session answer when the test expects one; an error's body when it expects a refusal. */
  const session = <T = unknown>(
    headers: Record<string, string>,
    extra: Record<string, string> = {},
  ) => t.request<T>(API.adminSession, { headers: { ...headers, ...extra } });
  const timeout = async () => (await t.app.settings.get()).security.sessionTimeout * MINUTE;

  it('ends after the Session Timeout without requests', async () => {
    freezeClock();
    const headers = await adminAuthHeader(t);
    now += (await timeout()) - 1000;
    // Background polls do not count as activity.
    expect(
      (await session(headers, { [ADMIN_SESSION_HEADERS.activity]: 'background' })).status,
    ).toBe(200);
    now += 2000;
    const ended = await session(headers);
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ message: MESSAGES.auth.invalidToken });
    // And stays ended.
    now -= 2000;
    expect((await session(headers)).status).toBe(401);
  });

  it('is renewed by each request and says until when', async () => {
    freezeClock();
    const login = await t.request<ApiAnswer<'/api/admin/login', 'post'>>(API.adminLogin, {
      method: 'POST',
      json: DEMO_LOGIN,
    });
    const headers = { authorization: `Bearer ${login.body.token}` };
    const idle = await timeout();
    expect(Date.parse(login.body.expiresAt)).toBe(now + idle);

    // Working through a long service: a request every 20 minutes keeps it open.
    for (let step = 0; step < 5; step += 1) {
      now += 20 * MINUTE;
      const response = await session<Session>(headers);
      expect(response.status, `after ${String((step + 1) * 20)} minutes`).toBe(200);
      expect(Date.parse(response.body.expiresAt)).toBe(now + idle);
      expect(response.headers.get(ADMIN_SESSION_HEADERS.expiresAt)).toBe(response.body.expiresAt);
    }
  });

  it('writes a renewal at most once a minute', async () => {
    freezeClock();
    const headers = await adminAuthHeader(t);
    const first = await session<Session>(headers);
    now += 30_000;
    const soon = await session<Session>(headers);
    // Within the minute the deadline stays where it was.
    expect(soon.body.expiresAt).toBe(first.body.expiresAt);
    now += 30_000;
    const later = await session<Session>(headers);
    expect(Date.parse(later.body.expiresAt)).toBe(now + (await timeout()));
  });

  it('ends 12 hours after sign-in however active the admin is', async () => {
    freezeClock();
    const headers = await adminAuthHeader(t);
    const end = now + ADMIN_SESSION_LIMITS.absoluteMs;
    while (now + 20 * MINUTE < end) {
      now += 20 * MINUTE;
      expect((await session(headers)).status).toBe(200);
    }
    const last = await session<Session>(headers);
    expect(Date.parse(last.body.expiresAt)).toBe(end);
    now = end;
    expect((await session(headers)).status).toBe(401);
  });

  it('ends on logout, for that session only', async () => {
    const mine = await adminAuthHeader(t);
    const other = await adminAuthHeader(t);
    const logout = await t.request(API.adminLogout, { method: 'POST', headers: mine });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: MESSAGES.login.signedOut });
    expect((await session(mine)).status).toBe(401);
    expect((await t.request(API.adminMembers, { headers: mine })).status).toBe(401);
    expect((await t.request(API.adminLogout, { method: 'POST', headers: mine })).status).toBe(401);
    expect((await session(other)).status).toBe(200);
  });

  it('ends every session of an admin whose account is removed or whose password changes', async () => {
    const admins = repositoriesOf(t.app).admins;
    const deacon = await admins.create({
      displayName: 'Deacon',
      role: 'admin',
      username: 'deacon',
      passwordHash: await hashPassword('deacon-password'),
    });
    const credentials = { username: 'deacon', password: 'deacon-password' };
    const first = await adminAuthHeader(t, credentials);
    const second = await adminAuthHeader(t, credentials);
    const admin = await adminAuthHeader(t);
    await t.app.adminSessions.endAllOf(deacon.id);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(401);
    expect((await session(admin)).status).toBe(200);

    const third = await adminAuthHeader(t, credentials);
    await t.app.db.kysely.deleteFrom('admins').where('id', '=', deacon.id).execute();
    expect((await session(third)).status).toBe(401);
  });

  it('tidies away expired sessions at the next sign-in', async () => {
    freezeClock();
    await adminAuthHeader(t);
    now += ADMIN_SESSION_LIMITS.absoluteMs + MINUTE;
    await adminAuthHeader(t);
    const expired = await t.app.db.kysely
      .selectFrom('adminSessions')
      .select('id')
      .where('idleExpiresAt', '<=', new Date(now).toISOString())
      .execute();
    expect(expired).toEqual([]);
  });
});

describe('the password from ADMIN_PASSWORD changing', () => {
  it('ends the sessions signed in with the old one', async () => {
    const before = await buildTestApp({ ADMIN_PASSWORD: 'the-first-secret' });
    const headers = await adminAuthHeader(before, {
      username: 'admin',
      password: 'the-first-secret',
    });
    await before.app.close();
    const after = await buildTestApp(
      {
        ADMIN_PASSWORD: 'the-second-secret',
        ...(before.databaseUrl ? { DATABASE_URL: before.databaseUrl } : {}),
      },
      { dataDir: before.dataDir },
    );
    try {
      expect((await after.request(API.adminSession, { headers })).status).toBe(401);
    } finally {
      await after.close();
      await before.dispose();
    }
  });
});
