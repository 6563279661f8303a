import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, apiPath } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { type AuditEntry, adminAuditResponseSchema } from '#shared/schemas/audit.js';
import {
  type ErrorBody,
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
      action: 'Took a stream live',
      target: 'Sunday Service',
    });
    await t.request(path, { method: 'PATCH', headers: admin });
    expect(await newest()).toMatchObject({
      action: 'Took a stream offline',
      target: 'Sunday Service',
    });
    const deleted = await t.request(apiPath(API.adminStream, { id: stream.id }), {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'Deleted a stream with its comments, chat and views',
      request: `DELETE ${API.adminStream}`,
      target: 'Sunday Service',
    });
  });

  it("records a moderator's moderation under their own name, and settings changes", async () => {
    const stream = await make.stream();
    const comment = await make.comment(stream.id, { userName: 'Ada', content: 'Amen to that' });
    const moderated = await t.request(apiPath(API.adminCommentModerate, { id: comment.id }), {
      method: 'PATCH',
      json: { action: 'approve' },
      headers: moderator,
    });
    expect(moderated.status, moderated.text).toBe(200);
    expect(await newest()).toMatchObject({
      staff: { username: 'hannah', displayName: 'Hannah M.', role: 'moderator' },
      action: 'Approved a comment',
      target: "Ada's comment “Amen to that”",
    });
    const settings = await t.request(API.adminSettings, {
      method: 'PUT',
      json: { general: { siteName: 'Grace Chapel' } },
      headers: admin,
    });
    expect(settings.status, settings.text).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'Changed the settings',
      target: 'general (site name)',
    });
  });

  it('names each target and says what happened in plain words', async () => {
    const stream = await make.stream({ title: 'Midweek Service' });
    const message = await make.chatMessage(stream.id, {
      userName: 'Visitor Sam',
      message: 'Buy cheap followers now at my site',
      addressKey: '203.0.113.7',
    });
    const write = async (path: string, method: string, json?: object) => {
      const response = await t.request(path, { method, headers: admin, ...(json ? { json } : {}) });
      expect(response.status, response.text).toBeLessThan(300);
      return response;
    };
    await write(apiPath(API.adminChatMessage, { id: message.id }), 'PATCH', { state: 'hidden' });
    expect(await newest()).toMatchObject({
      action: 'Hid a chat message',
      target: "Visitor Sam's message “Buy cheap followers now at my site”",
    });

    const sanctioned = await write(API.adminSanctions, 'POST', {
      messageId: message.id,
      kind: 'ban',
      coversAddress: true,
    });
    expect(await newest()).toMatchObject({
      action: 'Banned a sender',
      target: 'Visitor Sam and their network',
    });
    const sanctionId = (sanctioned.body as { sanction: { _id: string } }).sanction._id;
    await write(apiPath(API.adminSanction, { id: sanctionId }), 'DELETE');
    expect(await newest()).toMatchObject({
      action: 'Lifted a ban',
      target: 'Visitor Sam and their network',
    });

    const testimony = await make.testimony({ name: 'Grace O.', title: 'Healed after surgery' });
    await write(apiPath(API.adminTestimonyApprove, { id: testimony.id }), 'PATCH', {
      isApproved: true,
    });
    expect(await newest()).toMatchObject({
      action: 'Approved a testimony',
      target: '“Healed after surgery” by Grace O.',
    });

    const member = await make.member({ name: 'Brother Tunde' });
    await write(apiPath(API.adminMemberBlock, { id: member.id }), 'PATCH', { isBlocked: true });
    expect(await newest()).toMatchObject({ action: 'Blocked a member', target: 'Brother Tunde' });

    const unchanged = await t.request(API.adminSiteContent, { headers: admin });
    const content = (unchanged.body as { content: { home: { welcomeTitle: string } } }).content;
    await write(API.adminSiteContent, 'PUT', {
      ...content,
      home: { ...content.home, welcomeTitle: 'Welcome home' },
    });
    expect(await newest()).toMatchObject({ action: 'Changed the site content', target: 'home' });

    const all = await entries('?limit=200');
    const ids = [stream.id, message.id, sanctionId, testimony.id, member.id];
    for (const entry of all) {
      for (const id of ids) expect(entry.target ?? '', entry.action).not.toContain(id);
    }
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
      const bad = await t.request<ErrorBody>(`${API.adminAudit}${query}`, { headers: admin });
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
