import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#shared/api-answer.js';
import { TESTIMONY_WALL_PAGE_SIZE } from '#shared/schemas/site-content.js';
import {
  type ErrorBody,
  type TestApp,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';

type Wall = ApiAnswer<'/api/testimonies'>;

describe('the testimony wall', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
    make = factories(t.app);
  });
  afterAll(() => t.close());

  describe('GET /api/testimonies', () => {
    it('answers approved testimonies only, newest first, without emails, a page at a time', async () => {
      const oldest = await make.approvedTestimony({ createdAt: minutesFromNow(-300) });
      const pending = await repositoriesOf(t.app).testimonies.create({
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

      const first = await t.request<Wall>('/api/testimonies');
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
      const second = await t.request<Wall>('/api/testimonies?page=2');
      expect(second.body.testimonies.map((row) => row._id)).toEqual([oldest.id]);
      const all = [...first.body.testimonies, ...second.body.testimonies];
      expect(all.some((row) => row._id === pending.id)).toBe(false);
    });

    it('answers 400 for a page that is not a number', async () => {
      const response = await t.request<ErrorBody>('/api/testimonies?page=first&limit=500');
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(['limit', 'page']);
    });
  });
});
