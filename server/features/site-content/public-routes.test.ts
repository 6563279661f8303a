import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { MESSAGES } from '#shared/messages.js';
import { DEFAULT_SITE_CONTENT } from '#shared/schemas/site-content.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';

type SiteContent = ApiAnswer<'/api/site-content'>;

describe('site content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  describe('GET /api/site-content', () => {
    it('answers the demo church’s content until the church saves its own', async () => {
      const response = await t.request<SiteContent>('/api/site-content');
      expect(response.status).toBe(200);
      expect(response.body.content).toEqual(DEFAULT_SITE_CONTENT);
    });

    it('answers what an admin saved, at once', async () => {
      const auth = await adminAuthHeader(t);
      const content = structuredClone(DEFAULT_SITE_CONTENT);
      content.home.welcomeTitle = 'Welcome to the family';
      content.serviceTimes = [{ name: 'First Service', day: 'Sunday', time: '7:00 AM' }];
      const saved = await t.request<ApiAnswer<'/api/admin/site-content', 'put'>>(
        '/api/admin/site-content',
        {
          method: 'PUT',
          json: content,
          headers: auth,
        },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.content.home.welcomeTitle).toBe('Welcome to the family');
      const read = await t.request<SiteContent>('/api/site-content');
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
      const response = await t.request<ApiAnswer<'/api/admin/site-content'>>(
        '/api/admin/site-content',
        {
          headers: await adminAuthHeader(t),
        },
      );
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
      const response = await t.request<ErrorBody>('/api/admin/site-content', {
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
      const read = await t.request<SiteContent>('/api/site-content');
      expect(read.body.content.home.welcomeTitle).toBe(DEFAULT_SITE_CONTENT.home.welcomeTitle);
    });

    it('refuses a document with a part missing', async () => {
      const { giving: _giving, ...withoutGiving } = DEFAULT_SITE_CONTENT;
      const response = await t.request<ErrorBody>('/api/admin/site-content', {
        method: 'PUT',
        json: withoutGiving,
        headers: await adminAuthHeader(t),
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toContain('giving');
    });
  });
});
