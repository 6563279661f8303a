import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
} from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';
import { freshClient } from '#server/platform/testing/factories.js';

type Sent = ApiAnswer<'/api/user/prayer-request', 'post'>;
type Queue = ApiAnswer<'/api/admin/prayer-requests'>;
type Updated = ApiAnswer<'/api/admin/prayer-request/{id}', 'patch'>;
type ChatPosted = ApiAnswer<'/api/user/chat-message', 'post'>;
/** A refusal that names the fields it refuses. */
type FieldErrors = Required<ErrorBody>;

describe('prayer requests: one queue for the live page, the contact form and /prayer', () => {
  let t: TestApp;
  let make: LiveRoomTestApp['make'];
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  beforeAll(async () => ({ t, make, admin } = await liveRoomTestApp()));
  afterAll(() => closeLiveRoomTestApp(t, open));

  // Calls answered either way name the answer they expect: the route's own, or an error's.
  const send = <T = unknown>(json: unknown, headers: Record<string, string> = freshClient()) =>
    t.request<T>(API.prayerRequest, { method: 'POST', json, headers });
  const queue = async (query = '') =>
    (await t.request<Queue>(`${API.adminPrayerRequests}${query}`, { headers: admin })).body;
  const patch = <T = unknown>(id: string, json: unknown, headers = admin) =>
    t.request<T>(apiPath(API.adminPrayerRequest, { id }), { method: 'PATCH', json, headers });
  const wall = async (page = 1) =>
    (await t.request<ApiAnswer<'/api/prayer-wall'>>(`${API.prayerWall}?page=${page}`)).body;
  const dashboardStats = async () => {
    const { data } = await t.api.GET('/api/admin/dashboard', { headers: admin });
    if (!data) throw new Error('the dashboard did not answer');
    return data.stats;
  };
  const prayed = (id: string, headers: Record<string, string>) =>
    t.request(apiPath(API.prayerRequestPrayed, { id }), { method: 'POST', headers });

  it('takes a request from /prayer, answers 201 without the team’s fields, and puts it in the queue', async () => {
    const response = await send<Sent>({
      name: 'Grace Adeyemi',
      email: 'grace@example.com',
      request: 'Pray for my mother’s healing',
      isPrivate: false,
      isAnonymous: false,
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.prayerRequest).toEqual({
      _id: expect.any(String),
      name: 'Grace Adeyemi',
      request: 'Pray for my mother’s healing',
      isPrivate: false,
      isAnonymous: false,
      status: 'new',
      onWall: false,
      createdAt: expect.any(String),
    });
    const { prayerRequests } = await queue();
    expect(prayerRequests[0]).toMatchObject({
      _id: response.body.prayerRequest._id,
      email: 'grace@example.com',
      source: 'page',
      status: 'new',
      isApproved: false,
      isUrgent: false,
      moderation: 'visible',
      assignedTo: null,
      notes: [],
    });
  });

  it('answers 400 per field for bad input, never storing it', async () => {
    const bad = await send<FieldErrors>({
      name: '',
      email: 'not-an-email',
      request: ' ',
      isPrivate: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'isPrivate', 'name', 'request']);
    const long = await send<FieldErrors>({ name: 'Ada', request: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.errors.request).toMatch(/at most 2000/);
    expect((await t.request(`${API.prayerWall}?page=0`)).status).toBe(400);
    expect(
      (await t.request(`${API.adminPrayerRequests}?status=lost`, { headers: admin })).status,
    ).toBe(400);
  });

  it('reaches the panel’s event stream within the request, from all three places', async () => {
    const panel = await openEventStream(`${t.baseUrl}${API.adminLive}`, admin);
    open.push(panel);
    const stream = await make.stream();
    const fromPage = await send<Sent>({ name: 'Ada', request: 'For my exams', isPrivate: true });
    await panel.next(
      (event) =>
        event.event === 'prayer-request' &&
        (event.data as { _id: string })._id === fromPage.body.prayerRequest._id,
    );
    const fromLive = await t.request(API.chatMessage, {
      method: 'POST',
      json: {
        streamId: stream.id,
        userName: 'Tunde',
        userEmail: 'tunde@example.com',
        message: 'Pray for our travel mercies',
        messageType: 'prayer',
      },
      headers: freshClient(),
    });
    expect(fromLive.status).toBe(201);
    const fromContact = await t.request(API.contact, {
      method: 'POST',
      json: {
        name: 'Peter Ojo',
        email: 'peter@example.com',
        subject: 'Prayer Request',
        message: 'Please pray for my job interview',
      },
      headers: freshClient(),
    });
    expect(fromContact.status).toBe(201);
    const { prayerRequests } = await queue('?limit=3');
    expect(prayerRequests.map((item) => [item.source, item.request, item.isPrivate])).toEqual([
      ['contact', 'Please pray for my job interview', true],
      ['live', 'Pray for our travel mercies', false],
      ['page', 'For my exams', true],
    ]);
    expect(prayerRequests[1]!.stream).toEqual({ _id: stream.id, title: stream.title });
    expect(panel.events.filter((event) => event.event === 'prayer-request')).toHaveLength(3);
    // Another subject stays a contact message only.
    await t.request(API.contact, {
      method: 'POST',
      json: { name: 'P', email: 'p@example.com', subject: 'Counseling', message: 'Hello' },
      headers: freshClient(),
    });
    expect((await queue('?limit=1')).prayerRequests[0]!.request).toBe(
      'Please pray for my job interview',
    );
  });

  it('keeps a private live-page request out of the chat lists and events, in the queue only', async () => {
    const stream = await make.stream();
    const page = await openEventStream(`${t.baseUrl}${API.live}?stream=${stream.id}`);
    open.push(page);
    const sent = await t.request<ChatPosted>(API.chatMessage, {
      method: 'POST',
      json: {
        streamId: stream.id,
        userName: 'Bola',
        userEmail: 'bola@example.com',
        message: 'A private burden',
        messageType: 'prayer',
        isPrivate: true,
      },
      headers: freshClient(),
    });
    expect(sent.status).toBe(201);
    expect(sent.body.chatMessage).toMatchObject({
      message: 'A private burden',
      messageType: 'prayer',
      isPrivate: true,
    });
    expect(sent.body.chatMessage).not.toHaveProperty('userEmail');
    const publicAnswer = await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      `${apiPath(API.chatMessages, { streamId: stream.id })}?messageType=prayer`,
    );
    expect(publicAnswer.body.messages).toEqual([]);
    const publicOne = await t.request<ChatPosted>(API.chatMessage, {
      method: 'POST',
      json: { streamId: stream.id, userName: 'Bola', message: 'Public one', messageType: 'prayer' },
      headers: freshClient(),
    });
    await page.next(
      (event) =>
        event.event === 'chat-message' &&
        (event.data as { _id: string })._id === publicOne.body.chatMessage._id,
    );
    expect(JSON.stringify(page.events)).not.toContain('A private burden');
    const inQueue = await queue('?search=private%20burden');
    expect(inQueue.prayerRequests[0]).toMatchObject({ source: 'live', isPrivate: true });
    expect(JSON.stringify(await wall())).not.toContain('A private burden');
  });

  it('shows approved public requests on the wall, first name or "Someone", no emails; private never', async () => {
    const marker = `wall-${Date.now()}`;
    const named = await send<Sent>({
      name: 'Chioma Nwosu',
      email: 'chioma@example.com',
      request: `${marker} named`,
    });
    const hidden = await send<Sent>({
      name: 'Kunle Bello',
      email: 'kunle@example.com',
      request: `${marker} anonymous`,
      isAnonymous: true,
    });
    const secret = await send<Sent>({
      name: 'Secret',
      request: `${marker} private`,
      isPrivate: true,
    });
    expect(JSON.stringify(await wall())).not.toContain(marker);
    // Approval on by default: nothing shows until the team approves.
    expect((await patch(named.body.prayerRequest._id, { isApproved: true })).status).toBe(200);
    expect((await patch(hidden.body.prayerRequest._id, { isApproved: true })).status).toBe(200);
    const refused = await patch<FieldErrors>(secret.body.prayerRequest._id, { isApproved: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.isApproved).toEqual(expect.any(String));
    const shown = await wall();
    const mine = shown.prayerRequests.filter((item) => item.request.startsWith(marker));
    expect(mine).toEqual([
      {
        _id: hidden.body.prayerRequest._id,
        name: 'Someone',
        request: `${marker} anonymous`,
        status: 'new',
        praiseReport: '',
        prayedCount: 0,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ name: 'Chioma', request: `${marker} named` }),
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/@example\.com|Nwosu|Bello|private/);
    expect(shown).toMatchObject({ page: 1, total: expect.any(Number) });
  });

  it('puts public requests on the wall at once when the Moderation setting turns approval off, unless held', async () => {
    const off = await t.request<ApiAnswer<'/api/admin/settings', 'put'>>(API.adminSettings, {
      method: 'PUT',
      json: { prayer: { requireApproval: false }, moderation: { blockedWords: ['scam'] } },
      headers: admin,
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body.settings.prayer).toEqual({
      requireApproval: false,
      wallDays: 30,
      closedRetentionMonths: 12,
    });
    const open = await send<Sent>({ name: 'Ife', request: 'Auto wall request' });
    expect(open.body.prayerRequest.onWall).toBe(true);
    const held = await send<Sent>({ name: 'Ife', request: 'This is a scam request' });
    expect(held.body.prayerRequest.onWall).toBe(false);
    const texts = (await wall()).prayerRequests.map((item) => item.request);
    expect(texts).toContain('Auto wall request');
    expect(texts).not.toContain('This is a scam request');
    const [heldItem] = (await queue('?search=scam%20request')).prayerRequests;
    expect(heldItem!.moderation).toBe('held');
    const bad = await t.request<FieldErrors>(API.adminSettings, {
      method: 'PUT',
      json: { prayer: { wallDays: 0, closedRetentionMonths: 'x' } },
      headers: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'prayer.closedRetentionMonths',
      'prayer.wallDays',
    ]);
    await t.request(API.adminSettings, {
      method: 'PUT',
      json: { prayer: { requireApproval: true }, moderation: { blockedWords: [] } },
      headers: admin,
    });
  });

  it('counts "I prayed" once per visitor (member or guest), and 404s for what the wall does not show', async () => {
    const sent = await send<Sent>({ name: 'Musa', request: 'Pray for rain' });
    const id = sent.body.prayerRequest._id;
    const guest = freshClient();
    expect((await prayed(id, guest)).status).toBe(404);
    await patch(id, { isApproved: true });
    expect((await prayed(id, guest)).body).toEqual({ prayedCount: 1 });
    expect((await prayed(id, guest)).body).toEqual({ prayedCount: 1 });
    expect((await prayed(id, { ...guest, 'user-agent': 'Other browser 1.0' })).body).toEqual({
      prayedCount: 2,
    });
    const member = await make.member();
    const auth = await make.memberAuth(member);
    expect((await prayed(id, { ...freshClient(), ...auth })).body).toEqual({ prayedCount: 3 });
    expect((await prayed(id, { ...freshClient(), ...auth })).body).toEqual({ prayedCount: 3 });
    const secret = await send<Sent>({ name: 'S', request: 'Hidden', isPrivate: true });
    const refused = await prayed(secret.body.prayerRequest._id, freshClient());
    expect(refused.status).toBe(404);
    expect((await prayed('nope', freshClient())).status).toBe(404);
  });

  it('lets the team assign, note, mark urgent and answered with a praise report; filters mine', async () => {
    const staff = await t.request<ApiAnswer<'/api/admin/staff', 'post'>>(API.adminStaffList, {
      method: 'POST',
      json: {
        username: 'deborah',
        displayName: 'Deborah',
        password: 'a-long-staff-password',
        role: 'moderator',
      },
      headers: admin,
    });
    expect(staff.status, staff.text).toBe(201);
    const moderator = await adminAuthHeader(t, {
      username: 'deborah',
      password: 'a-long-staff-password',
    });
    const team = await t.request<ApiAnswer<'/api/admin/prayer-requests/team'>>(
      API.adminPrayerTeam,
      { headers: moderator },
    );
    expect(team.body.team.map((member) => member.displayName)).toContain('Deborah');
    // Other tests in this file send requests too: the counts are compared with these.
    const statsBefore = await dashboardStats();
    const sent = await send<Sent>({ name: 'Efe', request: 'Pray for my new job' });
    const id = sent.body.prayerRequest._id;
    const assigned = await patch<Updated>(
      id,
      { assignedTo: staff.body.staff._id, isUrgent: true, note: 'Called her on Sunday' },
      admin,
    );
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.prayerRequest).toMatchObject({
      assignedTo: { _id: staff.body.staff._id, displayName: 'Deborah' },
      isUrgent: true,
      notes: [{ note: 'Called her on Sunday', staffName: expect.any(String) }],
    });
    const mine = await t.request<Queue>(`${API.adminPrayerRequests}?assignedTo=me`, {
      headers: moderator,
    });
    expect(mine.body.prayerRequests.map((item) => item._id)).toEqual([id]);
    const statsAfter = await dashboardStats();
    expect(statsAfter.urgentPrayerRequests).toBe(statsBefore.urgentPrayerRequests + 1);
    expect(statsAfter.newPrayerRequests).toBe(statsBefore.newPrayerRequests + 1);
    const answered = await patch<Updated>(
      id,
      { status: 'answered', praiseReport: 'She starts on Monday!', isApproved: true },
      moderator,
    );
    expect(answered.body.prayerRequest).toMatchObject({
      status: 'answered',
      praiseReport: 'She starts on Monday!',
    });
    const onWall = (await wall()).prayerRequests.find((item) => item._id === id);
    expect(onWall).toMatchObject({ status: 'answered', praiseReport: 'She starts on Monday!' });
    expect((await patch(id, { assignedTo: 'nobody' })).status).toBe(400);
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch('missing', { status: 'praying' })).status).toBe(404);
    const audit = await t.request(API.adminAudit, { headers: admin });
    expect(JSON.stringify(audit.body)).toContain('Prayer request marked answered');
    // Export and erasure are an admin's.
    expect((await t.request(API.adminPrayerRequestsExport, { headers: moderator })).status).toBe(
      403,
    );
    expect(
      (
        await t.request(API.adminPrayerRequestsErase, {
          method: 'POST',
          json: { email: 'x@example.com' },
          headers: moderator,
        })
      ).status,
    ).toBe(403);
  });

  it('exports the queue as CSV with formula cells defused', async () => {
    await send({
      name: '=HYPERLINK("http://evil")',
      email: 'csv@example.com',
      request: '+1 pray, "now"',
    });
    await send({ name: '@Sum', request: '-2\nline two' });
    const response = await t.request(`${API.adminPrayerRequestsExport}?search=pray`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="prayer-requests-/,
    );
    expect(response.text.split('\r\n')[0]).toMatch(/^id,received,name,email,request,/);
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.text).toContain(`"'+1 pray, ""now"""`);
    expect(response.text).not.toMatch(/(^|,)[=+@-]/m);
  });

  it('erases everything from one email address, its live-chat and contact copies too', async () => {
    const stream = await make.stream();
    await send({ name: 'Zara', email: 'Zara@Example.com', request: 'Erase me one' });
    const live = await t.request<ChatPosted>(API.chatMessage, {
      method: 'POST',
      json: {
        streamId: stream.id,
        userName: 'Zara',
        userEmail: 'zara@example.com',
        message: 'Erase me two',
        messageType: 'prayer',
      },
      headers: freshClient(),
    });
    const contact = await t.request<ApiAnswer<'/api/user/contact', 'post'>>(API.contact, {
      method: 'POST',
      json: {
        name: 'Zara',
        email: 'zara@example.com',
        subject: 'Prayer Request',
        message: 'Erase me three',
      },
      headers: freshClient(),
    });
    const bad = await t.request(API.adminPrayerRequestsErase, {
      method: 'POST',
      json: { email: 'nope' },
      headers: admin,
    });
    expect(bad.status).toBe(400);
    const erased = await t.request(API.adminPrayerRequestsErase, {
      method: 'POST',
      json: { email: 'zara@example.com' },
      headers: admin,
    });
    expect(erased.body).toMatchObject({ erased: 3 });
    expect((await queue('?search=erase%20me')).total).toBe(0);
    const chat = await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      apiPath(API.chatMessages, { streamId: stream.id }),
    );
    expect(chat.body.messages.map((m) => m._id)).not.toContain(live.body.chatMessage._id);
    const stored = await t.app.db.kysely
      .selectFrom('contacts')
      .select('id')
      .where('id', '=', contact.body.contact._id)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
    const again = await t.request<ApiAnswer<'/api/admin/prayer-requests/erase', 'post'>>(
      API.adminPrayerRequestsErase,
      {
        method: 'POST',
        json: { email: 'zara@example.com' },
        headers: admin,
      },
    );
    expect(again.body.erased).toBe(0);
  });

  it('takes requests off the wall after the set days, and erases closed ones past retention with their notes', async () => {
    const old = await send<Sent>({ name: 'Old', request: 'Old wall request' });
    const id = old.body.prayerRequest._id;
    await patch(id, { isApproved: true, note: 'A note to erase' });
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    const { rows } = await t.app.prayerRequests.wall(1, later);
    expect(rows.map((row) => row.id)).not.toContain(id);
    expect((await t.app.prayerRequests.wall(1)).rows.map((row) => row.id)).toContain(id);

    await patch(id, { status: 'closed' });
    const open = await send<Sent>({ name: 'Open', request: 'Still open' });
    expect(await t.app.prayerRequests.purgeExpired(new Date())).toBe(0);
    const thirteenMonths = new Date(Date.now() + 396 * 24 * 60 * 60 * 1000);
    // Every closed request is past retention thirteen months on, this test's and the others'.
    const closed = await t.app.db.kysely
      .selectFrom('prayerRequests')
      .select('id')
      .where('status', '=', 'closed')
      .execute();
    expect(closed.map((row) => row.id)).toContain(id);
    expect(await t.app.prayerRequests.purgeExpired(thirteenMonths)).toBe(closed.length);
    expect(await t.app.prayerRequests.purgeExpired(thirteenMonths)).toBe(0);
    const notes = await t.app.db.kysely
      .selectFrom('prayerRequestNotes')
      .select('id')
      .where('prayerRequestId', '=', id)
      .execute();
    expect(notes).toEqual([]);
    expect((await queue('?search=Still%20open')).prayerRequests[0]!._id).toBe(
      open.body.prayerRequest._id,
    );
  });

  it('refuses a banned sender like the chat does; a moderator may work the queue', async () => {
    const ban = await t.request(API.adminSanctions, {
      method: 'POST',
      json: { kind: 'ban', email: 'banned@example.com' },
      headers: admin,
    });
    expect(ban.status, ban.text).toBe(201);
    const refused = await send({ name: 'B', email: 'banned@example.com', request: 'Let me in' });
    expect(refused.status).toBe(403);
  });
});
