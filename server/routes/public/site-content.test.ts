import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import {
  DEFAULT_SITE_CONTENT,
  FOUNDATION_SCHOOL_SUBJECT,
  TESTIMONY_WALL_PAGE_SIZE,
} from '../../../shared/schemas/site-content.js';
import { type TestApp, adminAuthHeader, buildTestApp } from '../../test/build-test-app.js';
import { factories, freshClient, minutesFromNow } from '../../test/factories.js';
import { RATE_LIMITS } from './rate-limits.js';

describe('site content, the testimony wall and Foundation School sign-ups', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  describe('GET /api/site-content', () => {
    it('answers the demo church’s content until the church saves its own', async () => {
      const response = await t.request('/api/site-content');
      expect(response.status).toBe(200);
      expect(response.body.content).toEqual(DEFAULT_SITE_CONTENT);
    });

    it('answers what an admin saved, at once', async () => {
      const auth = await adminAuthHeader(t);
      const content = structuredClone(DEFAULT_SITE_CONTENT);
      content.home.welcomeTitle = 'Welcome to the family';
      content.serviceTimes = [{ name: 'First Service', day: 'Sunday', time: '7:00 AM' }];
      const saved = await t.request('/api/admin/site-content', {
        method: 'PUT',
        json: content,
        headers: auth,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.content.home.welcomeTitle).toBe('Welcome to the family');
      const read = await t.request('/api/site-content');
      expect(read.body.content.home.welcomeTitle).toBe('Welcome to the family');
      expect(read.body.content.serviceTimes).toEqual([
        { name: 'First Service', day: 'Sunday', time: '7:00 AM' },
      ]);
      const back = await t.request('/api/admin/site-content', {
        method: 'PUT',
        json: DEFAULT_SITE_CONTENT,
        headers: auth,
      });
      expect(back.status).toBe(200);
    });
  });

  describe('/api/admin/site-content', () => {
    it('refuses both calls without an admin token', async () => {
      expect((await t.request('/api/admin/site-content')).status).toBe(401);
      const put = await t.request('/api/admin/site-content', {
        method: 'PUT',
        json: DEFAULT_SITE_CONTENT,
      });
      expect(put.status).toBe(401);
    });

    it('answers the content to an admin', async () => {
      const response = await t.request('/api/admin/site-content', {
        headers: await adminAuthHeader(t),
      });
      expect(response.status).toBe(200);
      expect(response.body.content.ministries.teens.leader).toBe(
        DEFAULT_SITE_CONTENT.ministries.teens.leader,
      );
    });

    it('answers 400 with errors by field and keeps what was stored', async () => {
      const auth = await adminAuthHeader(t);
      const content = structuredClone(DEFAULT_SITE_CONTENT);
      content.home.welcomeTitle = '   ';
      content.visit.directionsUrl = 'javascript:alert(1)';
      (content.programmes[0] as { frequency: string }).frequency = 'daily';
      const response = await t.request('/api/admin/site-content', {
        method: 'PUT',
        json: content,
        headers: auth,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toMatchObject({
        'home.welcomeTitle': MESSAGES.errors.required,
        'visit.directionsUrl': expect.any(String),
        'programmes.0.frequency': 'Choose weekly or monthly',
      });
      const read = await t.request('/api/site-content');
      expect(read.body.content.home.welcomeTitle).toBe(DEFAULT_SITE_CONTENT.home.welcomeTitle);
    });

    it('refuses a document with a part missing', async () => {
      const { giving: _giving, ...withoutGiving } = DEFAULT_SITE_CONTENT;
      const response = await t.request('/api/admin/site-content', {
        method: 'PUT',
        json: withoutGiving,
        headers: await adminAuthHeader(t),
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toContain('giving');
    });
  });

  describe('GET /api/testimonies', () => {
    it('answers approved testimonies only, newest first, without emails, a page at a time', async () => {
      const oldest = await make.approvedTestimony({ createdAt: minutesFromNow(-300) });
      const pending = await t.app.repositories.testimonies.create({
        name: 'Pending',
        email: 'pending@example.com',
        title: 'Not yet approved',
        testimony: 'Waiting',
        category: 'other',
      });
      for (let i = 0; i < TESTIMONY_WALL_PAGE_SIZE - 1; i += 1) {
        await make.approvedTestimony({ createdAt: minutesFromNow(-200 + i) });
      }
      const newest = await make.approvedTestimony({
        title: 'Newest',
        createdAt: minutesFromNow(-1),
      });

      const first = await t.request('/api/testimonies');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        total: TESTIMONY_WALL_PAGE_SIZE + 1,
        page: 1,
        limit: TESTIMONY_WALL_PAGE_SIZE,
      });
      expect(first.body.testimonies).toHaveLength(TESTIMONY_WALL_PAGE_SIZE);
      expect(first.body.testimonies[0]).toEqual({
        _id: newest.id,
        name: 'Grace Adeyemi',
        title: 'Newest',
        testimony: 'God has been faithful.',
        createdAt: newest.createdAt,
      });
      const second = await t.request('/api/testimonies?page=2');
      expect(second.body.testimonies.map((row: { _id: string }) => row._id)).toEqual([oldest.id]);
      const all = [...first.body.testimonies, ...second.body.testimonies];
      expect(all.some((row: { _id: string }) => row._id === pending.id)).toBe(false);
    });

    it('answers 400 for a page that is not a number', async () => {
      const response = await t.request('/api/testimonies?page=first&limit=500');
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors).sort()).toEqual(['limit', 'page']);
    });
  });

  describe('POST /api/user/foundation-school', () => {
    const signup = { name: 'Tolu Bakare', email: 'tolu@example.com', phone: '+234 802 000 1111' };

    it('stores the sign-up as a new contact message under its own subject', async () => {
      const response = await t.request('/api/user/foundation-school', {
        method: 'POST',
        json: { ...signup, note: 'I can only come on Saturdays.' },
        headers: freshClient(),
      });
      expect(response.status).toBe(201);
      expect(response.body.contact).toMatchObject({
        name: 'Tolu Bakare',
        email: 'tolu@example.com',
        subject: FOUNDATION_SCHOOL_SUBJECT,
        status: 'new',
      });
      const stored = await t.app.db.kysely
        .selectFrom('contacts')
        .selectAll()
        .where('id', '=', response.body.contact._id)
        .executeTakeFirstOrThrow();
      expect(stored.message).toContain('+234 802 000 1111');
      expect(stored.message).toContain('I can only come on Saturdays.');
    });

    it('answers 400 with the registration texts for missing fields', async () => {
      const response = await t.request('/api/user/foundation-school', {
        method: 'POST',
        json: { name: ' ', email: 'not-an-email' },
        headers: freshClient(),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        name: MESSAGES.registration.nameRequired,
        email: MESSAGES.registration.emailInvalid,
        phone: MESSAGES.registration.phoneRequired,
      });
    });

    it('a member’s token fixes the name and email', async () => {
      const member = await make.member({ name: 'Ada Member', email: 'ada@example.com' });
      const response = await t.request('/api/user/foundation-school', {
        method: 'POST',
        json: signup,
        headers: { ...freshClient(), ...(await make.memberAuth(member)) },
      });
      expect(response.status).toBe(201);
      expect(response.body.contact).toMatchObject({ name: 'Ada Member', email: 'ada@example.com' });
    });

    it('answers 429 past the hourly limit from one address', async () => {
      const client = freshClient();
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.foundationSchoolSignup.max; i += 1) {
        const response = await t.request('/api/user/foundation-school', {
          method: 'POST',
          json: signup,
          headers: client,
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
