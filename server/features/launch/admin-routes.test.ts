import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { DEFAULT_SITE_CONTENT } from '#shared/default-site-content.js';
import { MESSAGES } from '#shared/messages.js';
import { adminAuditResponseSchema } from '#shared/schemas/audit.js';
import {
  launchChecklistResponseSchema,
  removeDemoContentResponseSchema,
} from '#shared/schemas/launch-checklist.js';
import { DEMO_EVENTS, DEMO_SERMONS, DEMO_STREAMS } from '#server/demo/demo-data.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';

const DEMO = { SEED_DEMO_CONTENT: 'true' };

/** The church's own words for everything the demo filled in. */
const OWN_SETTINGS = {
  general: {
    siteName: 'Grace Chapel',
    siteDescription: 'A family of believers in Kumasi.',
    contactEmail: 'hello@gracechapel.example',
    contactPhone: '+233 20 000 0000',
  },
  church: {
    zoneName: 'Grace Chapel, Kumasi',
    address: '2 Prempeh Street',
    city: 'Kumasi',
    socialLinks: { facebook: 'https://www.facebook.com/gracechapel' },
  },
};
const OWN_CONTENT = {
  ...DEFAULT_SITE_CONTENT,
  home: { ...DEFAULT_SITE_CONTENT.home, welcomeLine: 'Worship with us in Kumasi or online.' },
  visit: { directionsUrl: 'https://maps.example/grace', landmark: 'Beside the stadium' },
  ministries: Object.fromEntries(
    Object.entries(DEFAULT_SITE_CONTENT.ministries).map(([key, ministry]) => [
      key,
      { ...ministry, leader: `Leader of ${key}` },
    ]),
  ),
  giving: {
    ...DEFAULT_SITE_CONTENT.giving,
    bankAccounts: [
      { bankName: 'GCB', accountName: 'Grace Chapel', accountNumber: '1111111111', note: '' },
    ],
    onlineLinks: [],
  },
};

async function addModerator(t: TestApp, admin: Record<string, string>) {
  const added = await t.request(API.adminStaffList, {
    method: 'POST',
    json: { username: 'mo', displayName: 'Mo', password: 'moderator-password', role: 'moderator' },
    headers: admin,
  });
  expect(added.status, added.text).toBe(201);
  return adminAuthHeader(t, { username: 'mo', password: 'moderator-password' });
}

describe('the launch checklist and removing the demo content', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp(DEMO);
    make = factories(t.app);
    admin = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  const checklist = async () => {
    const response = await t.request(API.adminLaunchChecklist, { headers: admin });
    expect(response.status, response.text).toBe(200);
    return launchChecklistResponseSchema.parse(response.body);
  };
  const ids = async () => (await checklist()).items.map((item) => item.id);
  const remove = async () => {
    const response = await t.request(API.adminDemoContentRemove, {
      method: 'POST',
      headers: admin,
    });
    expect(response.status, response.text).toBe(200);
    return removeDemoContentResponseSchema.parse(response.body);
  };

  it('lists the demo church, its content and the server defaults, each with where to fix it', async () => {
    const { items, demoContent } = await checklist();
    expect(items.map((item) => item.id)).toEqual([
      'church-name',
      'email-signature',
      'address',
      'contact',
      'social-links',
      'welcome',
      'directions',
      'giving',
      'ministry-leaders',
      'demo-streams',
      'demo-events',
      'demo-sermons',
      'demo-testimonies',
      'demo-comments',
      'demo-members',
      'demo-contacts',
      'demo-prayerRequests',
      'demo-quickChats',
      'mail-from',
      'mail-server',
      'public-site-url',
    ]);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get('church-name')?.href).toBe('/admin?section=settings&tab=church');
    expect(byId.get('giving')?.href).toBe('/admin?section=site-content&tab=giving');
    expect(byId.get('demo-streams')).toMatchObject({
      label: '4 demo streams',
      href: '/admin?section=streams',
    });
    expect(byId.get('mail-server')?.environment).toBe('SMTP_URL');
    expect(byId.get('church-name')?.environment).toBeNull();
    expect(demoContent).toMatchObject({
      streams: DEMO_STREAMS.length,
      events: DEMO_EVENTS.length,
      testimonies: 3,
      members: 6,
    });
  });

  it('shrinks as the church replaces the demo’s settings and site content', async () => {
    const church = await t.request(API.adminSettings, {
      method: 'PUT',
      json: { church: OWN_SETTINGS.church },
      headers: admin,
    });
    expect(church.status, church.text).toBe(200);
    let left = await ids();
    expect(left).not.toContain('church-name');
    expect(left).not.toContain('address');
    expect(left).not.toContain('social-links');
    expect(left).toContain('email-signature');

    const general = await t.request(API.adminSettings, {
      method: 'PUT',
      json: { general: OWN_SETTINGS.general },
      headers: admin,
    });
    expect(general.status, general.text).toBe(200);
    const content = await t.request(API.adminSiteContent, {
      method: 'PUT',
      json: OWN_CONTENT,
      headers: admin,
    });
    expect(content.status, content.text).toBe(200);
    left = await ids();
    expect(left.filter((id) => !id.startsWith('demo-'))).toEqual([
      'mail-from',
      'mail-server',
      'public-site-url',
    ]);
  });

  it('removes the demo rows only: the church’s own and what it edited stay', async () => {
    const own = await make.stream({ title: 'Our first service' });
    const ownComment = await make.comment(own.id, { content: 'Glad to be here' });
    const ownEvent = await make.event({ title: 'Harvest thanksgiving' });
    const ownTestimony = await make.approvedTestimony({ title: 'A new home' });
    const ownMember = await make.member();
    const edited = DEMO_STREAMS[1].title;
    await t.app.db.kysely
      .updateTable('streams')
      .set({ title: 'Midweek Bible Study with Pastor James' })
      .where('title', '=', edited)
      .execute();

    const first = await remove();
    expect(first.removed).toMatchObject({
      services: 3,
      streams: DEMO_STREAMS.length - 1,
      events: DEMO_EVENTS.length,
      sermons: DEMO_SERMONS.length,
      testimonies: 3,
      members: 6,
      contacts: 4,
      prayerRequests: 4,
      quickChats: 2,
    });
    expect(first.message).toMatch(
      /^Removed the demo content: 3 services, 3 streams, 6 events, 3 sermons, \d+ comments/,
    );

    const db = t.app.db.kysely;
    const titles = (await db.selectFrom('streams').select('title').execute()).map((s) => s.title);
    expect(titles.sort()).toEqual(['Midweek Bible Study with Pastor James', 'Our first service']);
    const keptComments = await db.selectFrom('comments').select(['id', 'streamId']).execute();
    // The church's comment stays; the removed streams' comments and chat went with them.
    expect(keptComments.map((c) => c.id)).toContain(ownComment.id);
    const streamIds = new Set(
      (await db.selectFrom('streams').select('id').execute()).map((s) => s.id),
    );
    expect(keptComments.every((c) => streamIds.has(c.streamId))).toBe(true);
    const chat = await db.selectFrom('chatMessages').select('streamId').execute();
    expect(chat.every((c) => streamIds.has(c.streamId))).toBe(true);
    const views = await db.selectFrom('streamViews').select('streamId').execute();
    expect(views.every((v) => streamIds.has(v.streamId))).toBe(true);
    expect((await db.selectFrom('events').select('id').execute()).map((e) => e.id)).toEqual([
      ownEvent.id,
    ]);
    expect((await db.selectFrom('testimonies').select('id').execute()).map((r) => r.id)).toEqual([
      ownTestimony.id,
    ]);
    expect((await db.selectFrom('members').select('id').execute()).map((m) => m.id)).toEqual([
      ownMember.id,
    ]);
    expect(await db.selectFrom('quickChatMessages').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('sermons').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('sermonSeries').select('id').execute()).toEqual([]);

    const audit = await t.request(`${API.adminAudit}?limit=1`, { headers: admin });
    expect(adminAuditResponseSchema.parse(audit.body).entries[0]).toMatchObject({
      action: first.message,
      request: `POST ${API.adminDemoContentRemove}`,
      staff: { username: 'admin' },
    });

    const left = await checklist();
    expect(left.items.filter((item) => item.id.startsWith('demo-'))).toEqual([]);
    expect(Object.values(left.demoContent).every((count) => count === 0)).toBe(true);
  });

  it('removes nothing the second time, and says so', async () => {
    const again = await remove();
    expect(Object.values(again.removed).every((count) => count === 0)).toBe(true);
    expect(again.message).toBe('Removed the demo content: none was left');
  });

  it('is for admins only: 403 for a moderator', async () => {
    const moderator = await addModerator(t, admin);
    for (const [path, method] of [
      [API.adminLaunchChecklist, 'GET'],
      [API.adminDemoContentRemove, 'POST'],
    ] as const) {
      const refused = await t.request(path, { method, headers: moderator });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: MESSAGES.staff.adminsOnly });
    }
  });
});

describe('the launch checklist of a church ready to launch', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({
      ...DEMO,
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Grace Chapel <hello@gracechapel.example>',
      PUBLIC_SITE_URL: 'https://gracechapel.example',
    });
    admin = await adminAuthHeader(t);
  });
  afterAll(() => t.close());

  it('is empty once every setting, the site content and the demo content are replaced', async () => {
    for (const [path, json] of [
      [API.adminSettings, OWN_SETTINGS],
      [API.adminSiteContent, OWN_CONTENT],
    ] as const) {
      const saved = await t.request(path, { method: 'PUT', json, headers: admin });
      expect(saved.status, saved.text).toBe(200);
    }
    const removed = await t.request(API.adminDemoContentRemove, { method: 'POST', headers: admin });
    expect(removed.status).toBe(200);
    const response = await t.request(API.adminLaunchChecklist, { headers: admin });
    expect(launchChecklistResponseSchema.parse(response.body).items).toEqual([]);
  });
});
