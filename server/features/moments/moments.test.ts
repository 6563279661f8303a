import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { API, apiPath } from '#shared/api-paths.js';
import type { MomentLiveEvent } from '#shared/live-events.js';
import { adminAuditResponseSchema } from '#shared/schemas/audit.js';
import { MOMENT_DEFAULT_OPEN_SECONDS } from '#shared/schemas/moments.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
} from '#server/platform/testing/build-test-app.js';
import { type EventStreamClient, openEventStream } from '#server/platform/testing/event-stream.js';
import { deviceHeader, freshClient } from '#server/platform/testing/factories.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import {
  type LiveRoomTestApp,
  closeLiveRoomTestApp,
  liveRoomTestApp,
} from '#server/platform/testing/live-room-test-app.js';
import type { MomentAnswered } from './index.js';

type Posted = ApiAnswer<'/api/admin/stream/{id}/moment', 'post'>;
type Listed = ApiAnswer<'/api/admin/stream/{id}/moments'>;
type Closed = ApiAnswer<'/api/admin/moment/{id}', 'patch'>;
type Answered = ApiAnswer<'/api/user/moment/{id}/response', 'post'>;
type PublicList = ApiAnswer<'/api/stream/{id}/moments'>;

describe('moments over a stream’s chat', () => {
  let t: TestApp;
  let make: LiveRoomTestApp['make'];
  let admin: Record<string, string>;
  const open: EventStreamClient[] = [];
  const heard: MomentAnswered[] = [];
  beforeAll(async () => {
    ({ t, make, admin } = await liveRoomTestApp());
    t.app.moments.whenAnswered((answer) => {
      heard.push(answer);
      // A listener that fails is logged; the answer still counts.
      if (answer.note === 'make the listener fail') throw new Error('listener failed');
    });
  });
  afterAll(() => closeLiveRoomTestApp(t, open));
  afterEach(() => vi.useRealTimers());

  const post = <T = Posted>(streamId: string, json: unknown, headers = admin) =>
    t.request<T>(apiPath(API.adminStreamMoment, { id: streamId }), {
      method: 'POST',
      json,
      headers,
    });
  const answer = <T = Answered>(
    momentId: string,
    json: unknown = {},
    headers: Record<string, string> = freshClient(),
  ) =>
    t.request<T>(apiPath(API.momentResponse, { id: momentId }), {
      method: 'POST',
      json,
      headers,
    });
  const close = <T = Closed>(momentId: string, headers = admin) =>
    t.request<T>(apiPath(API.adminMoment, { id: momentId }), {
      method: 'PATCH',
      json: { closed: true },
      headers,
    });
  const openMoment = async (json: Record<string, unknown> = {}) => {
    const stream = await make.stream();
    const response = await post(stream.id, { kind: 'salvation', askContact: true, ...json });
    expect(response.status, response.text).toBe(201);
    return { stream, moment: response.body.moment };
  };
  const storedAnswers = (momentId: string) =>
    t.app.db.kysely
      .selectFrom('momentAnswers')
      .select(['name', 'email', 'phone', 'note', 'memberId'])
      .where('momentId', '=', momentId)
      .orderBy('createdAt')
      .execute();
  async function watch(path: string, headers: Record<string, string> = {}) {
    const client = await openEventStream(`${t.baseUrl}${path}`, headers);
    open.push(client);
    return client;
  }
  const momentEvent =
    (momentId: string, state: MomentLiveEvent['state']) =>
    (event: { event: string; data: unknown }) =>
      event.event === 'moment' &&
      (event.data as MomentLiveEvent).moment._id === momentId &&
      (event.data as MomentLiveEvent).state === state;

  describe('posting', () => {
    it('posts each kind with its own words when the team gives none, open for the default time', async () => {
      const expected = {
        salvation: 'I gave my life to Jesus today',
        'raise-hand': 'Raise your hand',
        'new-here': "I'm new here",
        prayer: "I'd like someone to pray with me",
      } as const;
      for (const [kind, title] of Object.entries(expected)) {
        const stream = await make.stream();
        const response = await post(stream.id, { kind, askContact: kind !== 'raise-hand' });
        expect(response.status, response.text).toBe(201);
        const { moment } = response.body;
        expect(moment).toMatchObject({
          streamId: stream.id,
          kind,
          title,
          actionLabel: '',
          actionUrl: '',
          askContact: kind !== 'raise-hand',
          closed: false,
          responses: 0,
        });
        expect(Date.parse(moment.closesAt) - Date.parse(moment.opensAt)).toBe(
          MOMENT_DEFAULT_OPEN_SECONDS * 1000,
        );
      }
    });

    it('posts a next step with its own title, text, button and link, open as long as asked', async () => {
      const stream = await make.stream();
      const response = await post(stream.id, {
        kind: 'next-step',
        title: 'Join Foundation School',
        text: 'Six weeks to grow in the faith',
        actionLabel: 'Sign up',
        actionUrl: '/foundationSchool',
        askContact: false,
        openSeconds: 60,
      });
      expect(response.status, response.text).toBe(201);
      const { moment } = response.body;
      expect(moment).toMatchObject({
        kind: 'next-step',
        title: 'Join Foundation School',
        text: 'Six weeks to grow in the faith',
        actionLabel: 'Sign up',
        actionUrl: '/foundationSchool',
        askContact: false,
      });
      expect(Date.parse(moment.closesAt) - Date.parse(moment.opensAt)).toBe(60_000);
      const web = await post(stream.id, {
        kind: 'next-step',
        title: 'Give',
        actionLabel: 'Give online',
        actionUrl: 'https://example.org/give',
        askContact: false,
      });
      expect(web.status, web.text).toBe(201);
    });

    it('answers field errors for a next step without its words or with an unsafe link', async () => {
      const stream = await make.stream();
      const bare = await post<Required<ErrorBody>>(stream.id, {
        kind: 'next-step',
        askContact: false,
      });
      expect(bare.status).toBe(400);
      expect(Object.keys(bare.body.errors).sort()).toEqual(['actionLabel', 'actionUrl', 'title']);
      for (const actionUrl of ['javascript:alert(1)', '//evil.example', 'foundationSchool']) {
        const unsafe = await post<Required<ErrorBody>>(stream.id, {
          kind: 'next-step',
          title: 'Next',
          actionLabel: 'Go',
          actionUrl,
          askContact: false,
        });
        expect(unsafe.status, actionUrl).toBe(400);
        expect(Object.keys(unsafe.body.errors)).toEqual(['actionUrl']);
      }
      const noKind = await post<Required<ErrorBody>>(stream.id, { kind: 'party', askContact: 1 });
      expect(noKind.status).toBe(400);
      expect(Object.keys(noKind.body.errors).sort()).toEqual(['askContact', 'kind']);
      const tooShort = await post<Required<ErrorBody>>(stream.id, {
        kind: 'salvation',
        askContact: true,
        openSeconds: 2,
      });
      expect(tooShort.status).toBe(400);
      expect(Object.keys(tooShort.body.errors)).toEqual(['openSeconds']);
    });

    it('answers 404 for an unknown stream and 401 without a token; moderators may post', async () => {
      const unknown = await post<ErrorBody>('no-such-stream', {
        kind: 'salvation',
        askContact: true,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Stream not found');
      const stream = await make.stream();
      const anonymous = await post<ErrorBody>(
        stream.id,
        { kind: 'salvation', askContact: true },
        {},
      );
      expect(anonymous.status).toBe(401);
      const staff = await t.request(API.adminStaffList, {
        method: 'POST',
        json: {
          username: 'moment-moderator',
          displayName: 'Miriam',
          password: 'a-long-staff-password',
          role: 'moderator',
        },
        headers: admin,
      });
      expect(staff.status, staff.text).toBe(201);
      const moderator = await adminAuthHeader(t, {
        username: 'moment-moderator',
        password: 'a-long-staff-password',
      });
      const posted = await post(stream.id, { kind: 'raise-hand', askContact: false }, moderator);
      expect(posted.status, posted.text).toBe(201);
      const closed = await close(posted.body.moment._id, moderator);
      expect(closed.status).toBe(200);
      const listed = await t.request<Listed>(apiPath(API.adminStreamMoments, { id: stream.id }), {
        headers: moderator,
      });
      expect(listed.body.moments.map((m) => m._id)).toEqual([posted.body.moment._id]);
      // The audit log names the moment by its title, not its id.
      const audit = await t.request(`${API.adminAudit}?limit=2`, { headers: admin });
      const entries = adminAuditResponseSchema.parse(audit.body).entries;
      expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
        ['Closed a moment', '“Raise your hand”'],
        ['Posted a moment', '“Raise your hand”'],
      ]);
    });

    it('closes the stream’s earlier open moment when a new one opens; lists newest first with counts', async () => {
      const { stream, moment: first } = await openMoment();
      await answer(first._id, { visitorKey: 'list-1' });
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
      const second = await post(stream.id, { kind: 'new-here', askContact: true });
      vi.useRealTimers();
      const listed = await t.request<Listed>(apiPath(API.adminStreamMoments, { id: stream.id }), {
        headers: admin,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.moments.map((m) => [m._id, m.closed, m.responses])).toEqual([
        [second.body.moment._id, false, 0],
        [first._id, true, 1],
      ]);
      const visible = await t.request<PublicList>(apiPath(API.streamMoments, { id: stream.id }));
      expect(visible.body.moments.map((m) => m._id)).toEqual([second.body.moment._id]);
    });
  });

  describe('answering', () => {
    it('counts an anonymous tap once per visitor key (201, then 200 with the same count)', async () => {
      const { moment } = await openMoment({ askContact: false });
      const first = await answer(moment._id, { visitorKey: 'visitor-a' });
      expect(first.status, first.text).toBe(201);
      expect(first.body).toEqual({ responses: 1 });
      const again = await answer(moment._id, { visitorKey: 'visitor-a' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ responses: 1 });
      const other = await answer(moment._id, { visitorKey: 'visitor-b' });
      expect(other.body).toEqual({ responses: 2 });
      // The same browser without a visitor key is known by its device key.
      const device = deviceHeader();
      expect((await answer(moment._id, {}, { ...freshClient(), ...device })).status).toBe(201);
      expect((await answer(moment._id, {}, { ...freshClient(), ...device })).status).toBe(200);
    });

    it('stores contact details only when the moment asks for them', async () => {
      const { moment } = await openMoment({ kind: 'raise-hand', askContact: false });
      await answer(moment._id, {
        visitorKey: 'no-contact',
        name: 'Tobi',
        email: 'tobi@example.com',
        phone: '0800',
        note: 'hi',
      });
      expect(await storedAnswers(moment._id)).toEqual([
        { name: '', email: '', phone: '', note: '', memberId: null },
      ]);
      expect(heard.find((h) => h.momentId === moment._id)).toMatchObject({
        name: '',
        email: '',
        phone: '',
      });
    });

    it('counts a person once whether they come back with an email, a member token or the same email', async () => {
      const { moment } = await openMoment();
      // Anonymous first, then the same browser with contact details: one person, details kept.
      expect((await answer(moment._id, { visitorKey: 'browser-1' })).status).toBe(201);
      const withContact = await answer(moment._id, {
        visitorKey: 'browser-1',
        name: 'Kemi',
        email: 'Kemi@Example.com',
        phone: '+234 801',
        note: 'I prayed the prayer',
      });
      expect(withContact.status).toBe(200);
      expect(withContact.body).toEqual({ responses: 1 });
      // The same email from another browser is the same person.
      const sameEmail = await answer(moment._id, {
        visitorKey: 'browser-2',
        email: 'kemi@example.com',
      });
      expect(sameEmail.status).toBe(200);
      expect(sameEmail.body).toEqual({ responses: 1 });
      // A member counts as themself on any browser, with their own details when none are typed.
      const member = await make.member({ name: 'Dayo Member', email: 'dayo@example.com' });
      const auth = await make.memberAuth(member);
      const asMember = await answer(
        moment._id,
        { visitorKey: 'browser-3' },
        {
          ...freshClient(),
          ...auth,
        },
      );
      expect(asMember.status).toBe(201);
      expect(asMember.body).toEqual({ responses: 2 });
      const memberAgain = await answer(
        moment._id,
        { visitorKey: 'browser-4' },
        {
          ...freshClient(),
          ...auth,
        },
      );
      expect(memberAgain.status).toBe(200);
      expect(memberAgain.body).toEqual({ responses: 2 });
      // The details given last are kept (the email as typed the second time).
      expect(await storedAnswers(moment._id)).toEqual([
        {
          name: 'Kemi',
          email: 'kemi@example.com',
          phone: '+234 801',
          note: 'I prayed the prayer',
          memberId: null,
        },
        {
          name: 'Dayo Member',
          email: 'dayo@example.com',
          phone: member.phone,
          note: '',
          memberId: member.id,
        },
      ]);
    });

    it('limits one person’s answers like other public writes', async () => {
      const { moment } = await openMoment();
      const person = { ...freshClient(), ...deviceHeader() };
      for (let tap = 0; tap < RATE_LIMITS.momentAnswer.max; tap += 1) {
        expect((await answer(moment._id, { visitorKey: 'tapper' }, person)).status).toBeLessThan(
          300,
        );
      }
      const refused = await answer<ErrorBody>(moment._id, { visitorKey: 'tapper' }, person);
      expect(refused.status).toBe(429);
    });

    it('erases the contact details given with an email on request, keeping the count', async () => {
      const { moment } = await openMoment();
      await answer(moment._id, {
        visitorKey: 'erase-me',
        name: 'Bola',
        email: 'Bola.Erase@example.com',
        phone: '0900',
        note: 'please call',
      });
      expect(await t.app.moments.eraseContactsByEmail('bola.erase@EXAMPLE.com')).toBe(1);
      expect(await storedAnswers(moment._id)).toEqual([
        { name: '', email: '', phone: '', note: '', memberId: null },
      ]);
      const again = await answer(moment._id, { visitorKey: 'erase-me' });
      expect(again.body).toEqual({ responses: 1 });
    });

    it('tells each counted answer to the hook once, after it is stored; a failing listener fails nothing', async () => {
      const { stream, moment } = await openMoment();
      const response = await answer(moment._id, {
        name: 'Ada',
        email: 'ada@example.com',
        phone: '0700',
        note: 'make the listener fail',
        visitorKey: 'hooked',
      });
      expect(response.status).toBe(201);
      await answer(moment._id, { visitorKey: 'hooked', note: 'again' });
      const told = heard.filter((h) => h.momentId === moment._id);
      expect(told).toEqual([
        {
          momentId: moment._id,
          kind: 'salvation',
          momentTitle: 'I gave my life to Jesus today',
          streamId: stream.id,
          streamTitle: stream.title,
          serviceId: null,
          memberId: null,
          name: 'Ada',
          email: 'ada@example.com',
          phone: '0700',
          note: 'make the listener fail',
          answeredAt: expect.any(Date),
        },
      ]);
    });

    it('refuses an answer to a closed moment with 409, and to an unknown one with 404', async () => {
      const { moment } = await openMoment();
      const closed = await close(moment._id);
      expect(closed.status).toBe(200);
      expect(closed.body.moment).toMatchObject({ _id: moment._id, closed: true });
      const late = await answer<ErrorBody>(moment._id, { visitorKey: 'late' });
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ message: 'This moment has closed' });
      expect((await answer<ErrorBody>('no-such-moment')).status).toBe(404);
      expect((await close<ErrorBody>('no-such-moment')).status).toBe(404);
      // Closing again changes nothing.
      const again = await close(moment._id);
      expect(again.body.moment.closed).toBe(true);
    });
  });

  describe('live', () => {
    it('tells the stream’s pages it opened and closed, and the panel its count as it grows', async () => {
      const stream = await make.stream();
      const page = await watch(`${API.live}?stream=${stream.id}`);
      const panel = await watch(API.adminLive, admin);
      const posted = await post(stream.id, { kind: 'salvation', askContact: true });
      const id = posted.body.moment._id;
      const opened = await page.next(momentEvent(id, 'open'));
      expect((opened.data as MomentLiveEvent).moment).toMatchObject({ _id: id, responses: 0 });
      await panel.next(momentEvent(id, 'open'));
      await answer(id, { visitorKey: 'live-1' });
      await answer(id, { visitorKey: 'live-2' });
      // The last count of a burst always reaches the panel.
      const counted = await panel.next(
        (event) =>
          momentEvent(id, 'count')(event) && (event.data as MomentLiveEvent).moment.responses === 2,
      );
      expect((counted.data as MomentLiveEvent).moment.streamId).toBe(stream.id);
      await close(id);
      const closed = await page.next(momentEvent(id, 'closed'));
      expect((closed.data as MomentLiveEvent).moment).toMatchObject({ closed: true, responses: 0 });
      const panelClosed = await panel.next(momentEvent(id, 'closed'));
      expect((panelClosed.data as MomentLiveEvent).moment.responses).toBe(2);
      expect(page.events.filter((event) => event.event === 'moment')).toHaveLength(2);
    });

    it('shows a late viewer the open moment, and closes it once when its time runs out', async () => {
      const { stream, moment } = await openMoment({ openSeconds: 30 });
      const page = await watch(`${API.live}?stream=${stream.id}`);
      const visible = await t.request<PublicList>(apiPath(API.streamMoments, { id: stream.id }));
      expect(visible.body.moments).toEqual([
        expect.objectContaining({ _id: moment._id, responses: 0, closed: false }),
      ]);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(moment.closesAt) + 1 });
      // Past its time, before the closer ran: the answer is refused and the moment closes.
      const late = await answer<ErrorBody>(moment._id, { visitorKey: 'too-late' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This moment has closed');
      await page.next(momentEvent(moment._id, 'closed'));
      expect(await t.app.moments.closeExpired()).toBe(0);
      const gone = await t.request<PublicList>(apiPath(API.streamMoments, { id: stream.id }));
      expect(gone.body.moments).toEqual([]);
    });

    it('the closer claims each moment past its time and announces it closed once', async () => {
      const { stream, moment } = await openMoment({ openSeconds: 10 });
      const page = await watch(`${API.live}?stream=${stream.id}`);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(moment.closesAt) - 1 });
      await t.app.moments.closeExpired();
      const stillOpen = await t.request<Listed>(
        apiPath(API.adminStreamMoments, { id: stream.id }),
        { headers: admin },
      );
      expect(stillOpen.body.moments[0]?.closed).toBe(false);
      vi.setSystemTime(Date.parse(moment.closesAt) + 1);
      expect(await t.app.moments.closeExpired()).toBeGreaterThanOrEqual(1);
      expect(await t.app.moments.closeExpired()).toBe(0);
      await page.next(momentEvent(moment._id, 'closed'));
      // A marker after the closed event: nothing more about this moment followed it.
      await answer<ErrorBody>(moment._id, { visitorKey: 'after' });
      expect(page.events.filter(momentEvent(moment._id, 'closed'))).toHaveLength(1);
    });
  });
});
