import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildAppForOneTest,
} from '#server/platform/testing/build-test-app.js';

type Saved = ApiAnswer<'/api/admin/service', 'post'>;
type Detail = ApiAnswer<'/api/admin/service/{id}'>;

describe('a service’s plan of moments', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-20T12:00:00Z') });
    t = await buildAppForOneTest();
    auth = await adminAuthHeader(t);
  });
  afterEach(() => vi.useRealTimers());

  const plan = [
    { offsetMinutes: 45, kind: 'salvation', askContact: true },
    {
      offsetMinutes: 60,
      kind: 'next-step',
      title: 'Join Foundation School',
      actionLabel: 'Sign up',
      actionUrl: '/foundationSchool',
      askContact: false,
      openSeconds: 120,
    },
    // Due at +30 for a minute only: a keeper that first runs after that never posts it.
    { offsetMinutes: 30, kind: 'raise-hand', askContact: false, openSeconds: 60 },
  ];
  const sunday = {
    title: 'Sunday Service',
    startsAt: '2026-10-25T12:00:00.000Z',
    repeat: 'none',
    durationMinutes: 90,
    mode: 'live',
    streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };
  const create = <T = Saved>(json: unknown) =>
    t.request<T>(API.adminServiceCreate, { method: 'POST', json, headers: auth });
  /** Runs the room keeper at this time of the controlled clock. */
  const keepAt = async (iso: string) => {
    vi.setSystemTime(Date.parse(iso));
    await t.app.services.keepRooms();
  };
  const momentsOfService = (serviceId: string) =>
    t.app.db.kysely
      .selectFrom('moments')
      .select(['kind', 'title', 'streamId', 'occurrenceStartsAt', 'closed', 'createdBy'])
      .where('serviceId', '=', serviceId)
      .orderBy('opensAt')
      .execute();

  it('saves the plan with the service; a form sent without one keeps it; old forms get none', async () => {
    const saved = await create({ ...sunday, moments: plan });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.service.moments).toEqual(plan);
    const id = saved.body.service._id;
    const edited = await t.request<Saved>(apiPath(API.adminService, { id }), {
      method: 'PUT',
      json: { ...sunday, title: 'Sunday Worship' },
      headers: auth,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.service.moments).toEqual(plan);
    const detail = await t.request<Detail>(apiPath(API.adminService, { id }), { headers: auth });
    expect(detail.body.service.moments).toEqual(plan);
    const cleared = await t.request<Saved>(apiPath(API.adminService, { id }), {
      method: 'PUT',
      json: { ...sunday, moments: [] },
      headers: auth,
    });
    expect(cleared.body.service.moments).toEqual([]);
    const plain = await create(sunday);
    expect(plain.body.service.moments).toEqual([]);
  });

  it('refuses a plan item without what it needs, field by field', async () => {
    const response = await create<Required<ErrorBody>>({
      ...sunday,
      moments: [
        { offsetMinutes: -1, kind: 'salvation', askContact: true },
        { offsetMinutes: 10, kind: 'next-step', askContact: false },
        {
          offsetMinutes: 10,
          kind: 'next-step',
          title: 'Go',
          actionLabel: 'Go',
          actionUrl: 'javascript:alert(1)',
          askContact: false,
        },
      ],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'moments.0.offsetMinutes',
      'moments.1.title',
      'moments.2.actionUrl',
    ]);
  });

  it('posts each planned moment once to the live room at its offset, while it would still be open', async () => {
    const saved = await create({ ...sunday, moments: plan });
    const serviceId = saved.body.service._id;
    // The chat opens half an hour before; the room goes live at the start.
    await keepAt('2026-10-25T11:31:00Z');
    await keepAt('2026-10-25T12:00:05Z');
    await keepAt('2026-10-25T12:15:00Z');
    expect(await momentsOfService(serviceId)).toEqual([]);
    // The keeper missed the raise-hand's minute at +30: it is never posted late.
    await keepAt('2026-10-25T12:44:59Z');
    expect(await momentsOfService(serviceId)).toEqual([]);
    // Two instances' keepers running together post it once.
    vi.setSystemTime(Date.parse('2026-10-25T12:45:03Z'));
    await Promise.all([t.app.services.keepRooms(), t.app.services.keepRooms()]);
    await keepAt('2026-10-25T12:45:13Z');
    const [salvation, ...none] = await momentsOfService(serviceId);
    expect(none).toEqual([]);
    expect(salvation).toMatchObject({
      kind: 'salvation',
      title: 'I gave my life to Jesus today',
      occurrenceStartsAt: '2026-10-25T12:00:00.000Z',
      closed: 0,
      createdBy: null,
    });
    const roomMoments = await t.request<ApiAnswer<'/api/stream/{id}/moments'>>(
      apiPath(API.streamMoments, { id: salvation!.streamId }),
    );
    expect(roomMoments.body.moments.map((m) => m.kind)).toEqual(['salvation']);
    // The salvation moment closed at +50, before the next step opens at +60.
    await t.app.moments.closeExpired();
    await keepAt('2026-10-25T13:00:04Z');
    await keepAt('2026-10-25T13:00:14Z');
    expect((await momentsOfService(serviceId)).map((m) => [m.kind, m.title, m.closed])).toEqual([
      ['salvation', 'I gave my life to Jesus today', 1],
      ['next-step', 'Join Foundation School', 0],
    ]);
  });

  it('posts nothing to an occurrence whose room is not live', async () => {
    const saved = await create({ ...sunday, moments: plan });
    const serviceId = saved.body.service._id;
    await keepAt('2026-10-25T11:31:00Z');
    // Called off: its room never goes live.
    const cancelled = await t.request(
      apiPath(API.adminServiceOccurrence, { id: serviceId, startsAt: sunday.startsAt }),
      { method: 'PUT', json: { cancelled: true }, headers: await adminAuthHeader(t) },
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    await keepAt('2026-10-25T12:45:05Z');
    expect(await momentsOfService(serviceId)).toEqual([]);
  });

  it('reports each occurrence’s moments and responses by kind beside its attendance', async () => {
    const saved = await create({ ...sunday, moments: [plan[0]] });
    const serviceId = saved.body.service._id;
    await keepAt('2026-10-25T11:31:00Z');
    await keepAt('2026-10-25T12:00:05Z');
    await keepAt('2026-10-25T12:45:05Z');
    const [salvation] = await t.app.db.kysely
      .selectFrom('moments')
      .select(['id', 'streamId'])
      .where('serviceId', '=', serviceId)
      .execute();
    const answer = (momentId: string, visitorKey: string) =>
      t.request(apiPath(API.momentResponse, { id: momentId }), {
        method: 'POST',
        json: { visitorKey },
      });
    expect((await answer(salvation!.id, 'a')).status).toBe(201);
    expect((await answer(salvation!.id, 'b')).status).toBe(201);
    expect((await answer(salvation!.id, 'a')).status).toBe(200);
    vi.setSystemTime(Date.parse('2026-10-25T12:55:00Z'));
    const staff = await adminAuthHeader(t);
    const newHere = await t.request<ApiAnswer<'/api/admin/stream/{id}/moment', 'post'>>(
      apiPath(API.adminStreamMoment, { id: salvation!.streamId }),
      { method: 'POST', json: { kind: 'new-here', askContact: true }, headers: staff },
    );
    expect(newHere.status, newHere.text).toBe(201);
    expect((await answer(newHere.body.moment._id, 'c')).status).toBe(201);
    vi.setSystemTime(Date.parse('2026-10-27T09:00:00Z'));
    const report = await t.request<ApiAnswer<'/api/admin/services/attendance'>>(
      `${API.adminServiceAttendance}?weeks=8`,
      { headers: await adminAuthHeader(t) },
    );
    expect(report.status, report.text).toBe(200);
    const service = report.body.services.find((s) => s.serviceId === serviceId);
    const attendance = service?.occurrences[0]?.attendance;
    expect(attendance).toMatchObject({ peakViewers: expect.any(Number) });
    expect(attendance?.moments).toEqual([
      {
        momentId: salvation!.id,
        kind: 'salvation',
        title: 'I gave my life to Jesus today',
        responses: 2,
      },
      { momentId: newHere.body.moment._id, kind: 'new-here', title: "I'm new here", responses: 1 },
    ]);
    expect(attendance?.responsesByKind).toEqual({
      salvation: 2,
      'raise-hand': 0,
      'new-here': 1,
      'next-step': 0,
      prayer: 0,
    });
  });
});
