import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { PUBLIC_ADMIN_PATHS } from '#server/platform/auth/admin-guard.js';
import { MESSAGES } from '#shared/messages.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';

/**
 * The admin calls a moderator may make: their own session and two-factor, the
 * panel's event stream, the dashboard, comments, testimonies, contacts, quick chats, the
 * stream list the moderation views filter by, and live moderation: chat and prayer messages,
 * a stream's room controls and sanctions; the prayer team's queue; the sermons and series lists
 * (to read); moments over a stream's chat (post, close, list). Every other admin route must answer 403: a new route is admin-only until its
 * `config` says `moderatorsMay()` and it is added here.
 */
const MODERATOR_ROUTES = new Set([
  `GET ${API.adminSession}`,
  `POST ${API.adminLogout}`,
  `GET ${API.adminTwoFactor}`,
  `POST ${API.adminTwoFactorSetup}`,
  `POST ${API.adminTwoFactorEnable}`,
  `POST ${API.adminTwoFactorDisable}`,
  `GET ${API.adminLive}`,
  `GET ${API.adminDashboard}`,
  `GET ${API.adminStreams}`,
  `GET ${API.adminComments}`,
  `PUT ${API.adminComment}`,
  `PATCH ${API.adminCommentModerate}`,
  `DELETE ${API.adminComment}`,
  `GET ${API.adminTestimonies}`,
  `PUT ${API.adminTestimony}`,
  `PATCH ${API.adminTestimonyApprove}`,
  `DELETE ${API.adminTestimony}`,
  `GET ${API.adminContacts}`,
  `PUT ${API.adminContact}`,
  `PATCH ${API.adminContactStatus}`,
  `DELETE ${API.adminContact}`,
  `GET ${API.adminChatMessages}`,
  `PATCH ${API.adminChatMessage}`,
  `DELETE ${API.adminChatMessage}`,
  `PUT ${API.adminStreamChat}`,
  `POST ${API.adminSanctions}`,
  `GET ${API.adminSanctions}`,
  `DELETE ${API.adminSanction}`,
  `GET ${API.adminQuickChats}`,
  `GET ${API.adminQuickChat}`,
  `POST ${API.adminQuickChatReply}`,
  `GET ${API.adminPrayerRequests}`,
  `GET ${API.adminPrayerTeam}`,
  `GET ${API.adminSermons}`,
  `GET ${API.adminSermonSeriesList}`,
  `PATCH ${API.adminPrayerRequest}`,
  `GET ${API.adminAccountNotifications}`,
  `POST ${API.adminStreamMoment}`,
  `PATCH ${API.adminMoment}`,
  `GET ${API.adminStreamMoments}`,
  // The follow-up queue, worked as the prayer queue is (its export and erasure are an admin's).
  `GET ${API.adminFollowUps}`,
  `PATCH ${API.adminFollowUp}`,
  `POST ${API.adminFollowUpEmail}`,
  `GET ${API.adminFollowUpTemplates}`,
  `PUT ${API.adminAccountNotifications}`,
  `GET ${API.adminPrayNowRequests}`,
  `POST ${API.adminPrayNowAccept}`,
  `GET ${API.adminHostChat}`,
  `POST ${API.adminHostChat}`,
  // A test notification to the staff member's own browser.
  `POST ${API.adminPushTest}`,
]);

const UNKNOWN_ID = '0123456789abcdef01234567';

/** The status of a call, read from the answer's head: the event stream never ends by itself. */
function statusOf(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': '2' } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          response.destroy();
          resolve({ status, body: '' });
          return;
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('staff roles on every admin route of the OpenAPI document', () => {
  let t: TestApp;
  let routes: { method: string; pattern: string; path: string }[];
  let admin: Record<string, string>;
  let moderator: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminAuthHeader(t);
    const created = await t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'mod',
        displayName: 'Mod',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: admin,
    });
    expect(created.status).toBe(201);
    moderator = await adminAuthHeader(t, { username: 'mod', password: 'moderator-password' });
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !PUBLIC_ADMIN_PATHS.includes(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => ({
            method: method.toUpperCase(),
            pattern: path.replace(/\{(\w+)\}/g, ':$1'),
            path: path.replace(/\{[^}]+\}/g, UNKNOWN_ID),
          })),
      );
  });
  afterAll(() => t.close());

  // Signing out ends the session the walk uses: it is called last, with its own token.
  const walkOrder = () =>
    [...routes].sort(
      (a, b) => Number(a.pattern === API.adminLogout) - Number(b.pattern === API.adminLogout),
    );

  it('finds the admin routes, and every route a moderator may use among them', () => {
    // A floor, not a count: the walk must have found the routes, however many features add.
    expect(routes.length).toBeGreaterThan(40);
    const documented = new Set(routes.map(({ method, pattern }) => `${method} ${pattern}`));
    for (const allowed of MODERATOR_ROUTES) expect(documented, allowed).toContain(allowed);
  });

  it('answers a moderator 403 with a message on every other admin route, whatever the input', async () => {
    for (const { method, pattern, path } of walkOrder()) {
      const headers =
        pattern === API.adminLogout
          ? await adminAuthHeader(t, { username: 'mod', password: 'moderator-password' })
          : moderator;
      const { status, body } = await statusOf(t.baseUrl, method, path, headers);
      if (MODERATOR_ROUTES.has(`${method} ${pattern}`)) {
        expect(status, `${method} ${pattern} is open to moderators`).not.toBe(403);
        expect(status, `${method} ${pattern}`).not.toBe(401);
        expect(status, `${method} ${pattern}`).toBeLessThan(500);
      } else {
        expect(status, `${method} ${pattern} is for admins only`).toBe(403);
        expect(JSON.parse(body)).toEqual({ message: MESSAGES.staff.adminsOnly });
      }
    }
  });

  it('lets an admin through every admin route', async () => {
    for (const { method, pattern, path } of walkOrder()) {
      const headers = pattern === API.adminLogout ? await adminAuthHeader(t) : admin;
      const { status } = await statusOf(t.baseUrl, method, path, headers);
      expect(status, `${method} ${pattern}`).not.toBe(403);
      expect(status, `${method} ${pattern}`).not.toBe(401);
      expect(status, `${method} ${pattern}`).toBeLessThan(500);
    }
  });

  it('still answers 401, not 403, to a moderator whose session ended', async () => {
    const headers = await adminAuthHeader(t, { username: 'mod', password: 'moderator-password' });
    await t.request(API.adminLogout, { method: 'POST', headers });
    expect((await t.request(API.adminSettings, { headers })).status).toBe(401);
  });

  it('answers 404 to a moderator for an admin path that does not exist', async () => {
    const response = await t.request('/api/admin/no-such-thing', { headers: moderator });
    expect(response.status).toBe(404);
  });
});
