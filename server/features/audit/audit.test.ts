import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { type AuditEntry, adminAuditResponseSchema } from '#shared/schemas/audit.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';

describe('the audit log', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp();
    make = factories(t.app);
    admin = await adminAuthHeader(t);
    const added = await t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'hannah',
        displayName: 'Hannah M.',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: admin,
    });
    expect(added.status).toBe(201);
    moderator = await adminAuthHeader(t, { username: 'hannah', password: 'moderator-password' });
  });
  afterAll(() => t.close());

  const entries = async (query = ''): Promise<AuditEntry[]> => {
    const response = await t.request(`${API.adminAudit}${query}`, { headers: admin });
    expect(response.status, response.text).toBe(200);
    return adminAuditResponseSchema.parse(response.body).entries;
  };
  const newest = async () => (await entries('?limit=1'))[0];

  it('records adding a staff member, by whom and whom', async () => {
    const [entry] = await entries();
    expect(entry).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      staff: { _id: expect.any(String), username: 'admin', displayName: 'Admin', role: 'admin' },
      action: 'Added a staff member',
      request: `POST ${API.adminStaffList}`,
      target: 'hannah (moderator)',
    });
    expect(Math.abs(Date.parse(entry!.at) - Date.now())).toBeLessThan(60_000);
  });

  it('records a stream going live and offline, and its deletion, naming the stream', async () => {
    const stream = await make.stream({ title: 'Sunday Service' });
    const path = apiPath(API.adminStreamToggleLive, { id: stream.id });
    expect((await t.request(path, { method: 'PATCH', headers: admin })).status).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'Turned a stream live or offline',
      target: 'Sunday Service (now live)',
    });
    await t.request(path, { method: 'PATCH', headers: admin });
    expect((await newest())?.target).toBe('Sunday Service (now offline)');
    const deleted = await t.request(apiPath(API.adminStream, { id: stream.id }), {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'Deleted a stream with its comments, chat and views',
      request: `DELETE ${API.adminStream}`,
      target: stream.id,
    });
  });

  it("records a moderator's moderation under their own name, and settings changes", async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id);
    const moderated = await t.request(apiPath(API.adminCommentModerate, { id: comment.id }), {
      method: 'PATCH',
      json: { action: 'approve' },
      headers: moderator,
    });
    expect(moderated.status, moderated.text).toBe(200);
    expect(await newest()).toMatchObject({
      staff: { username: 'hannah', displayName: 'Hannah M.', role: 'moderator' },
      action: 'Moderated a comment',
      target: comment.id,
    });
    const settings = await t.request(API.adminSettings, {
      method: 'PUT',
      json: { general: { siteName: 'Grace Chapel' } },
      headers: admin,
    });
    expect(settings.status, settings.text).toBe(200);
    expect(await newest()).toMatchObject({ action: 'Changed the settings', target: null });
  });

  it('records nothing for reads, refused calls or failed writes', async () => {
    const before = (await entries('?limit=200')).length;
    await t.request(API.adminStreams, { headers: admin });
    await t.request(API.adminSettings, {
      method: 'PUT',
      json: { general: {} },
      headers: moderator,
    });
    await t.request(apiPath(API.adminStream, { id: '0123456789abcdef01234567' }), {
      method: 'DELETE',
      headers: admin,
    });
    await t.request(API.adminStaffList, { method: 'POST', json: {}, headers: admin });
    await t.request(API.adminSettings, { method: 'PUT', json: { general: {} } });
    expect((await entries('?limit=200')).length).toBe(before);
  });

  it('is for admins only, pages newest first and refuses a bad page with 400', async () => {
    const refused = await t.request(API.adminAudit, { headers: moderator });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.staff.adminsOnly });
    expect((await t.request(API.adminAudit)).status).toBe(401);

    const all = await entries('?limit=200');
    const response = await t.request(`${API.adminAudit}?page=2&limit=2`, { headers: admin });
    const page = adminAuditResponseSchema.parse(response.body);
    expect(page).toMatchObject({ page: 2, limit: 2, total: all.length });
    expect(page.entries.map((entry) => entry._id)).toEqual(
      all.slice(2, 4).map((entry) => entry._id),
    );
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    for (const query of ['?page=0', '?limit=0', '?limit=1000', '?page=abc', '?page=1.5']) {
      const bad = await t.request(`${API.adminAudit}${query}`, { headers: admin });
      expect(bad.status, query).toBe(400);
      expect(bad.body.message).toEqual(expect.any(String));
    }
  });

  it('keeps the entries of a staff member who was deleted', async () => {
    const { staff } = (await t.request(API.adminStaffList, { headers: admin })).body as {
      staff: { _id: string; username: string }[];
    };
    const hannah = staff.find((member) => member.username === 'hannah')!;
    const removed = await t.request(apiPath(API.adminStaffMember, { id: hannah._id }), {
      method: 'DELETE',
      headers: admin,
    });
    expect(removed.status).toBe(200);
    const all = await entries('?limit=200');
    expect(all[0]).toMatchObject({ action: 'Deleted a staff member', target: 'hannah' });
    expect(all.some((entry) => entry.staff.username === 'hannah')).toBe(true);
  });
});
