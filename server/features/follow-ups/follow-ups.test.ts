import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import type { MomentKind } from '#shared/schemas/moments.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';

type Queue = ApiAnswer<'/api/admin/follow-ups'>;
type Patched = ApiAnswer<'/api/admin/follow-up/{id}', 'patch'>;
type Emailed = ApiAnswer<'/api/admin/follow-up/{id}/email', 'post'>;
type Templates = ApiAnswer<'/api/admin/follow-ups/templates'>;
type Team = ApiAnswer<'/api/admin/prayer-requests/team'>;
type FieldErrors = Required<ErrorBody>;

/** Quoted-printable folds long lines and encodes '=': the message as it reads. */
const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the follow-up queue', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;
  let moderatorId: string;
  let adminId: string;
  const open: EventStreamClient[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url });
    admin = await adminAuthHeader(t);
    const created = await t.request(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'ruth',
        displayName: 'Ruth',
        password: 'moderator-password',
        role: 'moderator',
      },
      headers: admin,
    });
    expect(created.status, created.text).toBe(201);
    moderator = await adminAuthHeader(t, { username: 'ruth', password: 'moderator-password' });
    const team = await t.request<Team>(API.adminPrayerTeam, { headers: admin });
    moderatorId = team.body.team.find((member) => member.displayName === 'Ruth')?._id ?? '';
    adminId = team.body.team.find((member) => member.role === 'admin')?._id ?? '';
    expect(moderatorId).not.toBe('');
    expect(adminId).not.toBe('');
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
    await smtp.close();
  });

  let sequence = 0;
  // Each follow-up a second after the one before: two made in the same millisecond would leave
  // "newest first" to the ids' random part.
  const firstAt = Date.now();
  const record = async (
    overrides: Partial<{ kind: MomentKind; name: string; email: string; phone: string }> = {},
  ) => {
    sequence += 1;
    const row = await t.app.followUps.record({
      kind: 'salvation',
      momentId: `moment-${sequence}`,
      momentTitle: 'I gave my life to Jesus today',
      streamId: 'stream-1',
      streamTitle: 'Sunday service',
      serviceId: null,
      memberId: null,
      name: `Person ${sequence}`,
      email: `person${sequence}@example.org`,
      phone: '',
      note: 'So grateful',
      ...overrides,
    });
    const createdAt = new Date(firstAt + sequence * 1000).toISOString();
    await t.app.db.kysely
      .updateTable('followUps')
      .set({ createdAt })
      .where('id', '=', row.id)
      .execute();
    return { ...row, createdAt };
  };
  const queue = async (query = '', headers = admin) => {
    const answer = await t.request<Queue>(`${API.adminFollowUps}${query}`, { headers });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const patch = <T = Patched>(id: string, json: unknown, headers = admin) =>
    t.request<T>(apiPath(API.adminFollowUp, { id }), { method: 'PATCH', json, headers });
  const email = <T = Emailed>(id: string, json?: unknown, headers = admin) =>
    t.request<T>(apiPath(API.adminFollowUpEmail, { id }), {
      method: 'POST',
      ...(json === undefined ? {} : { json }),
      headers,
    });
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it('records a follow-up as new and tells the panel’s event stream at once', async () => {
    const panel = await openEventStream(`${t.baseUrl}${API.adminLive}`, admin);
    open.push(panel);
    const row = await record({ name: 'Grace Adeyemi', phone: '+234 803 000 0001' });
    await panel.next(
      (event) => event.event === 'follow-up' && (event.data as { _id: string })._id === row.id,
    );
    const { followUps } = await queue(`?search=${encodeURIComponent('Grace Adeyemi')}`);
    expect(followUps).toEqual([
      {
        _id: row.id,
        kind: 'salvation',
        momentId: row.momentId,
        momentTitle: 'I gave my life to Jesus today',
        streamId: 'stream-1',
        streamTitle: 'Sunday service',
        serviceId: null,
        memberId: null,
        name: 'Grace Adeyemi',
        email: row.email,
        phone: '+234 803 000 0001',
        note: 'So grateful',
        status: 'new',
        assignedTo: null,
        assignedToName: null,
        teamNote: '',
        isUrgent: false,
        lastEmailedAt: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('filters by status, kind, me and none, and pages, urgent first then newest', async () => {
    const prayer = await record({ kind: 'prayer', name: 'Filter Prayer' });
    const newHere = await record({ kind: 'new-here', name: 'Filter New' });
    const mine = await record({ kind: 'next-step', name: 'Filter Mine' });
    expect((await patch(mine.id, { assignedTo: adminId, status: 'connected' })).status).toBe(200);
    const theirs = await record({ kind: 'next-step', name: 'Filter Theirs' });
    expect((await patch(theirs.id, { assignedTo: moderatorId })).status).toBe(200);

    const byKind = await queue('?kind=prayer');
    expect(byKind.followUps.map((item) => item._id)).toEqual([prayer.id]);
    const connected = await queue('?status=connected');
    expect(connected.followUps.map((item) => item._id)).toEqual([mine.id]);
    const me = await queue('?assignedTo=me');
    expect(me.followUps.map((item) => item._id)).toEqual([mine.id]);
    const moderatorsOwn = await queue('?assignedTo=me', moderator);
    expect(moderatorsOwn.followUps.map((item) => item._id)).toEqual([theirs.id]);
    const byId = await queue(`?assignedTo=${moderatorId}`);
    expect(byId.followUps.map((item) => item._id)).toEqual([theirs.id]);
    const none = await queue('?assignedTo=none&kind=next-step');
    expect(none.followUps).toEqual([]);
    const unassigned = await queue('?assignedTo=none');
    expect(unassigned.followUps.map((item) => item._id)).toContain(newHere.id);
    expect(unassigned.followUps.some((item) => item.assignedTo !== null)).toBe(false);

    // Urgent first, then newest: the oldest of these, marked urgent, leads.
    expect((await patch(prayer.id, { isUrgent: true })).status).toBe(200);
    const all = await queue('?limit=2');
    expect(all.followUps.map((item) => item._id)).toEqual([prayer.id, theirs.id]);
    expect(all).toMatchObject({ page: 1, limit: 2 });
    const second = await queue('?limit=2&page=2');
    expect(second.followUps.map((item) => item._id)).toEqual([mine.id, newHere.id]);
    expect(second.total).toBe(all.total);
    expect((await patch(prayer.id, { isUrgent: false })).status).toBe(200);

    expect((await t.request(`${API.adminFollowUps}?status=lost`, { headers: admin })).status).toBe(
      400,
    );
    expect((await t.request(`${API.adminFollowUps}?kind=party`, { headers: admin })).status).toBe(
      400,
    );
  });

  it('assigns to staff, refuses an unknown one per field, and sets status, note and urgency', async () => {
    const row = await record({ name: 'Patch Person' });
    const assigned = await patch(row.id, { assignedTo: moderatorId });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.followUp).toMatchObject({
      assignedTo: moderatorId,
      assignedToName: 'Ruth',
    });

    const unknown = await patch<FieldErrors>(row.id, { assignedTo: 'nobody-like-this' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['assignedTo']);

    const changed = await patch(row.id, {
      status: 'connected',
      note: 'Called on Monday; joining the new believers’ class',
      isUrgent: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.followUp).toMatchObject({
      status: 'connected',
      teamNote: 'Called on Monday; joining the new believers’ class',
      isUrgent: true,
      assignedTo: moderatorId,
    });
    // Free among the statuses: back to new, then unassigned.
    const back = await patch(row.id, { status: 'new', assignedTo: null });
    expect(back.body.followUp).toMatchObject({ status: 'new', assignedTo: null, isUrgent: true });

    const bad = await patch<FieldErrors>(row.id, { status: 'lost', isUrgent: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['isUrgent', 'status']);
    expect((await patch('no-such-follow-up', { status: 'closed' })).status).toBe(404);
  });

  it('emails the person from the kind’s template, through the mail queue, and marks it contacted', async () => {
    const row = await record({ kind: 'new-here', name: 'Tunde Bello', email: 'tunde@example.org' });
    const templates = await t.request<Templates>(API.adminFollowUpTemplates, {
      headers: moderator,
    });
    expect(templates.status).toBe(200);
    expect(templates.body.churchName).toBe('Living Waters Church');
    expect(templates.body.templates['new-here'].subject).toBe('So glad you joined us, {name}');

    const sent = await email(row.id, undefined, moderator);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.followUp).toMatchObject({
      status: 'contacted',
      lastEmailedAt: expect.any(String),
    });
    await expect.poll(() => mailsTo('tunde@example.org').length).toBe(1);
    const [mail] = mailsTo('tunde@example.org');
    expect(mail?.subject).toBe('So glad you joined us, Tunde Bello');
    const body = unfold(mail?.raw ?? '');
    expect(body).toContain('Thank you for worshipping with us today.');
    expect(body).toContain('Warmly,');
    expect(body).not.toContain('{churchName}');

    // An edited copy; a connected follow-up keeps its status.
    expect((await patch(row.id, { status: 'connected' })).status).toBe(200);
    const edited = await email(row.id, {
      subject: 'See you Sunday, {name}',
      body: 'We saved you a seat.\n\n{churchName}',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.followUp.status).toBe('connected');
    await expect.poll(() => mailsTo('tunde@example.org').length).toBe(2);
    expect(mailsTo('tunde@example.org')[1]?.subject).toBe('See you Sunday, Tunde Bello');
    expect(unfold(mailsTo('tunde@example.org')[1]?.raw ?? '')).toContain('We saved you a seat.');
  });

  it('uses the template an admin saved in Settings', async () => {
    const saved = await t.request(API.adminSettings, {
      method: 'PUT',
      json: {
        followUp: { prayer: { subject: 'Praying, {name}', body: 'We prayed for you today.' } },
      },
      headers: admin,
    });
    expect(saved.status, saved.text).toBe(200);
    const row = await record({ kind: 'prayer', name: 'Ada', email: 'ada@example.org' });
    expect((await email(row.id)).status).toBe(200);
    await expect.poll(() => mailsTo('ada@example.org').length).toBe(1);
    expect(mailsTo('ada@example.org')[0]?.subject).toBe('Praying, Ada');
    const blank = await t.request<FieldErrors>(API.adminSettings, {
      method: 'PUT',
      json: { followUp: { prayer: { subject: ' ', body: 'x' } } },
      headers: admin,
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors)).toEqual(['followUp.prayer.subject']);
  });

  it('answers 400 when the person gave no email, sending nothing', async () => {
    const row = await record({ email: '', phone: '+234 803 000 0002' });
    const before = smtp.received.length;
    const answer = await email<FieldErrors>(row.id);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ email: 'This person gave no email address' });
    expect(smtp.received.length).toBe(before);
    expect((await email('no-such-follow-up')).status).toBe(404);
  });

  it('exports CSV and erases by email for admins only; a moderator reads and works the queue', async () => {
    await record({ name: '=HYPERLINK("x")', email: 'erase.me@example.org' });
    await record({ name: 'Erase Twice', email: 'Erase.Me@example.org', kind: 'prayer' });

    const csv = await t.request(`${API.adminFollowUpsExport}?search=erase.me`, { headers: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/follow-ups-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,received,kind,moment,stream,name,email,phone,note,status,urgent,assigned to,team note,last emailed',
    );
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);

    expect((await t.request(API.adminFollowUpsExport, { headers: moderator })).status).toBe(403);
    const moderatorErase = await t.request(API.adminFollowUpsErase, {
      method: 'POST',
      json: { email: 'erase.me@example.org' },
      headers: moderator,
    });
    expect(moderatorErase.status).toBe(403);
    expect((await queue('', moderator)).total).toBeGreaterThan(0);
    const worked = await queue('?search=Erase%20Twice', moderator);
    const byModerator = await patch(
      worked.followUps[0]?._id ?? '',
      { status: 'contacted', assignedTo: moderatorId },
      moderator,
    );
    expect(byModerator.status, byModerator.text).toBe(200);
    expect(byModerator.body.followUp).toMatchObject({
      status: 'contacted',
      assignedToName: 'Ruth',
    });

    const erased = await t.request<ApiAnswer<'/api/admin/follow-ups/erase', 'post'>>(
      API.adminFollowUpsErase,
      { method: 'POST', json: { email: 'ERASE.me@example.org' }, headers: admin },
    );
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ message: 'Erased 2 follow-up(s)', erased: 2 });
    expect((await queue('?search=erase')).followUps).toEqual([]);
    const bad = await t.request(API.adminFollowUpsErase, {
      method: 'POST',
      json: { email: 'nope' },
      headers: admin,
    });
    expect(bad.status).toBe(400);
  });

  it('answers 401 without a staff token', async () => {
    const row = await record();
    expect((await t.request(API.adminFollowUps)).status).toBe(401);
    expect((await patch(row.id, { status: 'closed' }, {})).status).toBe(401);
    expect((await email(row.id, undefined, {})).status).toBe(401);
    expect((await t.request(API.adminFollowUpsExport)).status).toBe(401);
  });

  it('counts new, mine and urgent on the dashboard', async () => {
    const stats = async (headers: Record<string, string>) => {
      const answer = await t.request<ApiAnswer<'/api/admin/dashboard'>>(API.adminDashboard, {
        headers,
      });
      expect(answer.status).toBe(200);
      return answer.body.stats;
    };
    const before = await stats(moderator);
    const row = await record();
    expect((await patch(row.id, { assignedTo: moderatorId, isUrgent: true })).status).toBe(200);
    const after = await stats(moderator);
    expect(after.newFollowUps).toBe((before.newFollowUps ?? 0) + 1);
    expect(after.myFollowUps).toBe((before.myFollowUps ?? 0) + 1);
    expect(after.urgentFollowUps).toBe((before.urgentFollowUps ?? 0) + 1);
    expect((await patch(row.id, { status: 'closed' })).status).toBe(200);
    const closed = await stats(moderator);
    expect(closed.myFollowUps).toBe(before.myFollowUps);
    expect(closed.urgentFollowUps).toBe(before.urgentFollowUps);
  });

  it('erases closed follow-ups after the prayer queue’s retention period, keeping open ones', async () => {
    const closed = await record({ name: 'Retention Closed' });
    const openOne = await record({ name: 'Retention Open' });
    expect((await patch(closed.id, { status: 'closed' })).status).toBe(200);
    const { prayer } = await t.app.settings.get();
    const almost = new Date(Date.now() + (prayer.closedRetentionMonths * 31 - 40) * 86_400_000);
    expect(await t.app.followUps.purgeExpired(almost)).toBe(0);
    const past = new Date(Date.now() + (prayer.closedRetentionMonths * 31 + 1) * 86_400_000);
    expect(await t.app.followUps.purgeExpired(past)).toBeGreaterThanOrEqual(1);
    const left = (await queue('?search=Retention')).followUps.map((item) => item._id);
    expect(left).toEqual([openOne.id]);
  });
});
