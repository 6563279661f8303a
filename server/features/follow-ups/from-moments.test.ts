import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import type { TestApp } from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { freshClient } from '#server/platform/testing/factories.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';

type Posted = ApiAnswer<'/api/admin/stream/{id}/moment', 'post'>;
type Queue = ApiAnswer<'/api/admin/follow-ups'>;

describe('a moment’s answer with contact details becomes a follow-up', () => {
  let t: TestApp;
  let make: LiveRoomTestApp['make'];
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  beforeAll(async () => ({ t, make, admin } = await liveRoomTestApp()));
  afterAll(() => closeLiveRoomTestApp(t, open));

  const postMoment = async (json: Record<string, unknown>) => {
    const stream = await make.stream({ title: 'Sunday Celebration' });
    const posted = await t.request<Posted>(apiPath(API.adminStreamMoment, { id: stream.id }), {
      method: 'POST',
      json,
      headers: admin,
    });
    expect(posted.status, posted.text).toBe(201);
    return { stream, moment: posted.body.moment };
  };
  const answer = (momentId: string, json: unknown, headers = freshClient()) =>
    t.request(apiPath(API.momentResponse, { id: momentId }), { method: 'POST', json, headers });
  const queue = async (query: string) =>
    (await t.request<Queue>(`${API.adminFollowUps}${query}`, { headers: admin })).body;

  it('records the answer in the queue, tells the panel live, and only once per person', async () => {
    const panel = await openEventStream(`${t.baseUrl}${API.adminLive}`, admin);
    open.push(panel);
    const { stream, moment } = await postMoment({ kind: 'salvation', askContact: true });
    const visitor = freshClient();
    const answered = await answer(
      moment._id,
      {
        name: 'Chidi Okafor',
        email: 'chidi@example.org',
        phone: '+234 803 111 2222',
        note: 'Today!',
      },
      visitor,
    );
    expect(answered.status, answered.text).toBe(201);
    const event = await panel.next((received) => received.event === 'follow-up');

    const { followUps, total } = await queue(`?kind=salvation&search=chidi`);
    expect(total).toBe(1);
    expect(followUps[0]).toMatchObject({
      _id: (event.data as { _id: string })._id,
      kind: 'salvation',
      momentId: moment._id,
      momentTitle: moment.title,
      streamId: stream.id,
      streamTitle: 'Sunday Celebration',
      name: 'Chidi Okafor',
      email: 'chidi@example.org',
      phone: '+234 803 111 2222',
      note: 'Today!',
      status: 'new',
      assignedTo: null,
    });

    // The same person again counts once, and makes no second follow-up.
    expect((await answer(moment._id, { email: 'chidi@example.org' }, visitor)).status).toBe(200);
    expect((await queue('?search=chidi')).total).toBe(1);
  });

  it('makes none for an answer without an email or a phone number', async () => {
    const { moment } = await postMoment({ kind: 'raise-hand', askContact: false });
    const before = (await queue('')).total;
    const answered = await answer(moment._id, { name: 'Quiet Visitor', note: 'Thank you' });
    expect(answered.status, answered.text).toBe(201);
    expect((await queue('')).total).toBe(before);
  });

  it('takes a phone number alone', async () => {
    const { moment } = await postMoment({ kind: 'new-here', askContact: true });
    const answered = await answer(moment._id, { name: 'Bisi', phone: '+234 803 333 4444' });
    expect(answered.status, answered.text).toBe(201);
    const { followUps } = await queue('?kind=new-here&search=Bisi');
    expect(followUps).toHaveLength(1);
    expect(followUps[0]).toMatchObject({ email: '', phone: '+234 803 333 4444' });
  });

  it('erasing by email blanks the moment’s answer too, keeping its count', async () => {
    const { moment } = await postMoment({ kind: 'prayer', askContact: true });
    const answered = await answer(moment._id, {
      name: 'Ngozi Eze',
      email: 'ngozi.erase@example.org',
      note: 'Pray for my exams',
    });
    expect(answered.status, answered.text).toBe(201);
    const erased = await t.request(API.adminFollowUpsErase, {
      method: 'POST',
      json: { email: 'Ngozi.Erase@example.org' },
      headers: admin,
    });
    expect(erased.status, erased.text).toBe(200);
    expect((await queue('?search=ngozi')).total).toBe(0);
    const rows = await t.app.db.kysely
      .selectFrom('momentAnswers')
      .select(['name', 'email', 'note'])
      .where('momentId', '=', moment._id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('ngozi');
    const moments = await t.request<ApiAnswer<'/api/admin/stream/{id}/moments'>>(
      apiPath(API.adminStreamMoments, { id: moment.streamId }),
      { headers: admin },
    );
    expect(moments.body.moments.find((one) => one._id === moment._id)?.responses).toBe(1);
  });
});
