import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { SERVICE_MESSAGES } from '#shared/schemas/services.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
} from '#server/platform/testing/build-test-app.js';
import { factories, freshClient } from '#server/platform/testing/factories.js';
import { startTestSmtpServer } from '#server/platform/testing/smtp-server.js';

type Upcoming = ApiAnswer<'/api/services/upcoming'>;
type Current = ApiAnswer<'/api/services/current'>;
type Saved = ApiAnswer<'/api/admin/service', 'post'>;
type OneStream = ApiAnswer<'/api/stream/{id}'>;

/** A church in New York: clocks go back on Sunday 1 November 2026 at 2:00 AM. */
const ZONE = 'America/New_York';

describe('services on a schedule', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let clock: number;

  /** Moves the controlled clock; the panel's session is signed in again at the new time. */
  const setClock = async (iso: string) => {
    clock = Date.parse(iso);
    vi.setSystemTime(clock);
    auth = await adminAuthHeader(t);
  };

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-20T12:00:00Z') });
    t = await buildAppForOneTest();
    auth = await adminAuthHeader(t);
    const saved = await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { church: { timeZone: ZONE } },
      headers: auth,
    });
    expect(saved.status).toBe(200);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const create = <T = Saved>(json: unknown) =>
    t.request<T>('/api/admin/service', { method: 'POST', json, headers: auth });
  const upcoming = (days = 14) => t.request<Upcoming>(`/api/services/upcoming?days=${days}`);
  const current = () => t.request<Current>('/api/services/current');
  /** Emails queued for an address (the durable outbox: nothing lost in flight). */
  const mailsTo = (address: string) =>
    t.app.db.kysely
      .selectFrom('mailMessages')
      .select('subject')
      .where('toAddress', '=', address)
      .orderBy('createdAt')
      .execute();
  const chat = (streamId: string) =>
    t.request<ErrorBody>('/api/user/chat-message', {
      method: 'POST',
      json: { streamId, userName: 'Grace', message: 'Good morning', messageType: 'chat' },
      headers: freshClient(),
    });

  const sunday = {
    title: 'Sunday Service',
    description: 'Worship and the word',
    // 8:00 AM in New York (summer time, UTC-4).
    startsAt: '2026-10-25T12:00:00.000Z',
    repeat: 'weekly',
    weekdays: [0],
    durationMinutes: 90,
    mode: 'live',
    streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };

  it('refuses a service without what it needs, field by field', async () => {
    const response = await t.request<ErrorBody>('/api/admin/service', {
      method: 'POST',
      json: { repeat: 'weekly', weekdays: [], mode: 'simulated', durationMinutes: 0 },
      headers: auth,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      title: SERVICE_MESSAGES.titleRequired,
      startsAt: SERVICE_MESSAGES.startRequired,
      durationMinutes: SERVICE_MESSAGES.durationInvalid,
    });
    const second = await create<ErrorBody>({
      ...sunday,
      weekdays: [],
      mode: 'simulated',
      videoUrl: 'https://example.com/video.mp4',
    });
    expect(second.status).toBe(400);
    expect(second.body.errors).toEqual({
      weekdays: SERVICE_MESSAGES.weekdaysRequired,
      videoUrl: SERVICE_MESSAGES.videoUrlInvalid,
      videoDurationSeconds: SERVICE_MESSAGES.videoDurationRequired,
    });
  });

  it('repeats at 8:00 AM church time across the change of clocks', async () => {
    const saved = await create(sunday);
    expect(saved.status).toBe(201);
    expect(saved.body.service).toMatchObject({
      title: 'Sunday Service',
      repeat: 'weekly',
      weekdays: [0],
      until: null,
      chatOpensMinutesBefore: 30,
      chatClosesMinutesAfter: 30,
      nextStartsAt: '2026-10-25T12:00:00.000Z',
    });
    const { body } = await upcoming(14);
    // After the change New York is UTC-5: 8:00 AM is 13:00 UTC.
    expect(body.services.map((s) => s.startsAt)).toEqual([
      '2026-10-25T12:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
    ]);
    expect(body.services[1]).toEqual({
      _id: `${saved.body.service._id}:2026-11-01T13:00:00.000Z`,
      serviceId: saved.body.service._id,
      scheduledStartsAt: '2026-11-01T13:00:00.000Z',
      title: 'Sunday Service',
      description: 'Worship and the word',
      startsAt: '2026-11-01T13:00:00.000Z',
      endsAt: '2026-11-01T14:30:00.000Z',
      chatOpensAt: '2026-11-01T12:30:00.000Z',
      chatClosesAt: '2026-11-01T15:00:00.000Z',
      status: 'scheduled',
      mode: 'live',
      streamId: null,
      recurrence: 'FREQ=WEEKLY;BYDAY=SU',
    });
  });

  it('opens the room with the chat, goes live at the start and closes the chat after', async () => {
    const { body: saved } = await create(sunday);
    const id = saved.service._id;

    await setClock('2026-10-25T11:29:00Z');
    expect((await current()).body.service).toBeNull();

    await setClock('2026-10-25T11:31:00Z');
    const open = (await current()).body.service;
    expect(open).toMatchObject({ serviceId: id, status: 'open', positionSeconds: null });
    const streamId = open?.streamId ?? '';
    expect(streamId).not.toBe('');
    const room = await t.request<ApiAnswer<'/api/stream/{id}'>>(`/api/stream/${streamId}`);
    expect(room.body.stream).toMatchObject({ title: 'Sunday Service', isLive: false });
    expect((await chat(streamId)).status).toBe(201);

    await setClock('2026-10-25T12:00:30Z');
    expect((await current()).body.service).toMatchObject({ status: 'live', streamId });
    const live = await t.request<ApiAnswer<'/api/stream/{id}'>>(`/api/stream/${streamId}`);
    expect(live.body.stream.isLive).toBe(true);

    await setClock('2026-10-25T13:31:00Z');
    expect((await current()).body.service).toMatchObject({ status: 'ended', streamId });
    const ended = await t.request<ApiAnswer<'/api/stream/{id}'>>(`/api/stream/${streamId}`);
    expect(ended.body.stream.isLive).toBe(false);
    expect((await chat(streamId)).status).toBe(201);

    await setClock('2026-10-25T14:00:01Z');
    expect((await current()).body.service).toBeNull();
    const refused = await chat(streamId);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: SERVICE_MESSAGES.chatClosed });
    // The room and its chat stay, read-only.
    const kept = await t.request<ApiAnswer<'/api/user/chat-messages/{streamId}'>>(
      `/api/user/chat-messages/${streamId}`,
    );
    expect(kept.body.messages).toHaveLength(2);
  });

  it('plays a simulated service at the same moment for everyone', async () => {
    await create({
      ...sunday,
      title: 'Midweek Service',
      startsAt: '2026-10-21T21:00:00.000Z',
      weekdays: [3],
      mode: 'simulated',
      streamUrl: undefined,
      videoUrl: 'https://vimeo.com/76979871',
      videoDurationSeconds: 3600,
    });
    await setClock('2026-10-21T21:10:05Z');
    const { body } = await current();
    expect(body.service).toMatchObject({
      title: 'Midweek Service',
      status: 'live',
      mode: 'simulated',
      positionSeconds: 605,
      videoUrl: 'https://vimeo.com/76979871',
      videoDurationSeconds: 3600,
    });
  });

  it('cancels, moves and retitles one occurrence without touching the rest', async () => {
    const { body: saved } = await create(sunday);
    const id = saved.service._id;
    const change = <T = ApiAnswer<'/api/admin/service/{id}/occurrence/{startsAt}', 'put'>>(
      startsAt: string,
      json: unknown,
    ) =>
      t.request<T>(`/api/admin/service/${id}/occurrence/${startsAt}`, {
        method: 'PUT',
        json,
        headers: auth,
      });
    expect((await change('2026-10-25T12:00:00.000Z', { cancelled: true })).status).toBe(200);
    const moved = await change('2026-11-01T13:00:00.000Z', {
      startsAt: '2026-11-01T15:00:00.000Z',
      title: 'Thanksgiving Service',
    });
    expect(moved.body.occurrence).toMatchObject({
      scheduledStartsAt: '2026-11-01T13:00:00.000Z',
      startsAt: '2026-11-01T15:00:00.000Z',
      title: 'Thanksgiving Service',
      cancelled: false,
    });
    const { body } = await upcoming(21);
    expect(body.services.map((s) => [s.startsAt, s.title, s.status])).toEqual([
      ['2026-10-25T12:00:00.000Z', 'Sunday Service', 'cancelled'],
      ['2026-11-01T15:00:00.000Z', 'Thanksgiving Service', 'scheduled'],
      ['2026-11-08T13:00:00.000Z', 'Sunday Service', 'scheduled'],
    ]);

    const unknown = await t.request<ErrorBody>(
      `/api/admin/service/${id}/occurrence/2026-10-26T12:00:00.000Z`,
      { method: 'PUT', json: { cancelled: true }, headers: auth },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: SERVICE_MESSAGES.occurrenceNotFound });
    const garbled = await t.request<ErrorBody>(`/api/admin/service/${id}/occurrence/not-a-time`, {
      method: 'PUT',
      json: { cancelled: true },
      headers: auth,
    });
    expect(garbled.status).toBe(404);
    const badBody = await change<ErrorBody>('2026-11-08T13:00:00.000Z', {
      startsAt: 'soon',
      title: 5,
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors).toEqual({
      startsAt: SERVICE_MESSAGES.timeInvalid,
      title: expect.any(String),
    });
  });

  it('lists, edits and deletes services in the panel', async () => {
    const { body: saved } = await create(sunday);
    const id = saved.service._id;
    const edited = await t.request<Saved>(`/api/admin/service/${id}`, {
      method: 'PUT',
      json: { ...sunday, weekdays: [0, 3], until: '2026-10-31' },
      headers: auth,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.service).toMatchObject({ weekdays: [0, 3], until: '2026-10-31' });
    const { body } = await upcoming(14);
    expect(body.services.map((s) => s.startsAt)).toEqual([
      '2026-10-25T12:00:00.000Z',
      '2026-10-28T12:00:00.000Z',
    ]);
    const list = await t.request<ApiAnswer<'/api/admin/services'>>('/api/admin/services', {
      headers: auth,
    });
    expect(list.body.services.map((s) => s._id)).toEqual([id]);
    const removed = await t.request<ErrorBody>(`/api/admin/service/${id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.body).toEqual({ message: 'Service deleted' });
    expect((await upcoming(14)).body.services).toEqual([]);
  });

  it('a moved occurrence’s room says when its chat opens, and a called-off one leaves the page', async () => {
    const { body: saved } = await create(sunday);
    const id = saved.service._id;
    await setClock('2026-10-25T11:45:00Z');
    const streamId = (await current()).body.service?.streamId ?? '';
    const moved = await t.request(`/api/admin/service/${id}/occurrence/2026-10-25T12:00:00.000Z`, {
      method: 'PUT',
      json: { startsAt: '2026-10-25T14:00:00.000Z' },
      headers: auth,
    });
    expect(moved.status).toBe(200);
    const room = await t.request<OneStream>(`/api/stream/${streamId}`);
    expect(room.body.stream).toMatchObject({
      scheduledDate: '2026-10-25T14:00:00.000Z',
      endsAt: '2026-10-25T15:30:00.000Z',
      chatOpensAt: '2026-10-25T13:30:00.000Z',
      chatClosesAt: '2026-10-25T16:00:00.000Z',
      videoDurationSeconds: null,
    });
    const early = await chat(streamId);
    expect(early.status).toBe(403);
    // 13:30 UTC is 9:30 AM in New York that Sunday.
    expect(early.body).toEqual({ message: 'Chat opens at 9:30 AM' });

    await t.request(`/api/admin/service/${id}/occurrence/2026-10-25T12:00:00.000Z`, {
      method: 'PUT',
      json: { cancelled: true },
      headers: auth,
    });
    expect((await t.request(`/api/stream/${streamId}`)).status).toBe(404);
  });

  it('keeps one room per service on the live page: a new one retires the last', async () => {
    await create(sunday);
    await setClock('2026-10-25T11:45:00Z');
    const first = (await current()).body.service?.streamId ?? '';
    await setClock('2026-11-01T12:45:00Z');
    const second = (await current()).body.service?.streamId ?? '';
    expect(second).not.toBe(first);
    const active = await t.request<ApiAnswer<'/api/streams/active'>>('/api/streams/active');
    expect(active.body.streams.map((stream) => stream._id)).toEqual([second]);

    // A deleted service's rooms leave the live page too.
    const { body: list } = await t.request<ApiAnswer<'/api/admin/services'>>(
      '/api/admin/services',
      { headers: auth },
    );
    const removed = await t.request(`/api/admin/service/${list.services[0]?._id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status).toBe(200);
    const after = await t.request<ApiAnswer<'/api/streams/active'>>('/api/streams/active');
    expect(after.body.streams).toEqual([]);
  });

  it('sends the go-live emails when an occurrence goes live by itself', async () => {
    // Emails go out only where the site has a mail server: this test's app has one.
    const smtp = await startTestSmtpServer();
    onTestFinished(() => smtp.close());
    t = await buildAppForOneTest({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://church.example' });
    auth = await adminAuthHeader(t);
    await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { church: { timeZone: ZONE } },
      headers: auth,
    });
    await t.request('/api/admin/settings', {
      method: 'PUT',
      json: { notifications: { emailNotifications: true, streamAlerts: true } },
      headers: auth,
    });
    // A visitor subscribes and confirms by the emailed link, as on the live page.
    const subscribed = await t.request('/api/user/stream-alerts', {
      method: 'POST',
      json: { email: 'ada@example.com' },
      headers: freshClient(),
    });
    expect(subscribed.status).toBe(200);
    const [confirmMail] = await smtp.waitFor(1);
    const raw = (confirmMail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /stream-alerts\/confirm\?token=([\w-]{43})/.exec(raw)?.[1];
    const confirmed = await t.request('/api/user/stream-alerts/confirm', {
      method: 'POST',
      json: { token },
      headers: freshClient(),
    });
    expect(confirmed.status).toBe(200);
    await create(sunday);
    const queued = async () =>
      (await mailsTo('ada@example.com')).filter((mail) => mail.subject.startsWith('We are live'));
    await setClock('2026-10-25T11:45:00Z');
    await current();
    expect(await queued()).toEqual([]);
    await setClock('2026-10-25T12:00:05Z');
    await current();
    expect(await queued()).toHaveLength(1);
  });

  it('counts each occurrence’s attendance, with the households members said watch with them', async () => {
    const { body: saved } = await create(sunday);
    const id = saved.service._id;
    await setClock('2026-10-25T12:10:00Z');
    const streamId = (await current()).body.service?.streamId ?? '';
    // What the live feature records as people watch: two viewers, 60 and 30 minutes.
    await t.app.db.kysely
      .insertInto('watchSessions')
      .values(
        [3600, 1800].map((seconds, index) => ({
          id: `session-${index}`,
          streamId,
          viewerKey: `viewer-${index}`,
          startedAt: '2026-10-25T12:00:00.000Z',
          endedAt: '2026-10-25T13:00:00.000Z',
          seconds,
        })),
      )
      .execute();
    await t.app.db.kysely
      .updateTable('streams')
      .set({ peakViewers: 2 })
      .where('id', '=', streamId)
      .execute();
    // A member who chatted said 6-10 watch with them: about 8 people, 7 beyond themselves.
    const make = factories(t.app);
    const member = await make.member({ audienceSize: '6-10' });
    await make.chatMessage(streamId, { memberId: member.id });

    await setClock('2026-10-26T12:00:00Z');
    const expected = {
      peakViewers: 2,
      uniqueViewers: 2,
      averageMinutes: 45,
      estimatedPeople: 9,
      // No moment was put over this room's chat.
      moments: [],
      responsesByKind: { salvation: 0, 'raise-hand': 0, 'new-here': 0, 'next-step': 0, prayer: 0 },
    };
    const detail = await t.request<ApiAnswer<'/api/admin/service/{id}'>>(
      `/api/admin/service/${id}`,
      { headers: auth },
    );
    expect(detail.body.past.map((o) => [o.startsAt, o.attendance])).toEqual([
      ['2026-10-25T12:00:00.000Z', expected],
    ]);
    const report = await t.request<ApiAnswer<'/api/admin/services/attendance'>>(
      '/api/admin/services/attendance?weeks=4',
      { headers: auth },
    );
    expect(report.body.services).toEqual([
      {
        serviceId: id,
        title: 'Sunday Service',
        occurrences: [expect.objectContaining({ streamId, attendance: expected })],
      },
    ]);
    const bad = await t.request<ErrorBody>('/api/admin/services/attendance?weeks=0', {
      headers: auth,
    });
    expect(bad.status).toBe(400);
  });
});
