import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  analyticsResponseSchema,
  dashboardResponseSchema,
} from '#shared/schemas/admin-dashboard.js';
import { newId } from '#server/platform/db/ids.js';
import {
  type ErrorBody,
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories, minutesFromNow } from '#server/platform/testing/factories.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

describe('admin dashboard and analytics', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let auth: Record<string, string>;
  // An app for each test: every count and list holds only that test's rows.
  beforeEach(async () => {
    t = await buildTestApp();
    make = factories(t.app);
    auth = await adminAuthHeader(t);
  });
  afterEach(() => t.close());

  const dashboard = async () => {
    const response = await t.request('/api/admin/dashboard', { headers: auth });
    expect(response.status).toBe(200);
    return dashboardResponseSchema.parse(response.body);
  };
  const analytics = async (query = '') => {
    const response = await t.request(`/api/admin/analytics${query}`, { headers: auth });
    expect(response.status).toBe(200);
    return analyticsResponseSchema.parse(response.body);
  };
  /** Moves a row's created_at into the past. */
  const backdate = (table: 'members' | 'comments' | 'testimonies', id: string, minutes: number) =>
    t.app.db.kysely
      .updateTable(table)
      .set({ createdAt: minutesFromNow(-minutes) })
      .where('id', '=', id)
      .execute();

  describe('GET /api/admin/dashboard', () => {
    it('counts totals and today’s new members and comments', async () => {
      const before = await dashboard();
      const stream = await make.stream();
      await make.stream({ isActive: false });
      await make.member();
      const old = await make.member();
      await backdate('members', old.id, 3 * 24 * 60);
      await make.comment(stream.id);
      await make.approvedTestimony();
      await repositoriesOf(t.app).contacts.create({
        name: 'A',
        email: 'a@example.com',
        subject: 'Other',
        message: 'Hello',
      });

      const after = await dashboard();
      expect(after.stats.totalUsers - before.stats.totalUsers).toBe(2);
      expect(after.stats.todayUsers - before.stats.todayUsers).toBe(1);
      expect(after.stats.activeStreams - before.stats.activeStreams).toBe(1);
      expect(after.stats.totalComments - before.stats.totalComments).toBe(1);
      expect(after.stats.todayComments - before.stats.todayComments).toBe(1);
      expect(after.stats.totalTestimonies - before.stats.totalTestimonies).toBe(1);
      expect(after.stats.pendingContacts - before.stats.pendingContacts).toBe(1);
    });

    it('answers at most five of each recent list, newest first, comments with their stream', async () => {
      const stream = await make.stream({ title: 'Recent stream' });
      for (let i = 0; i < 6; i += 1) {
        const comment = await make.comment(stream.id, { content: `c${i}` });
        // Distinct times, so "newest first" has one right answer.
        await backdate('comments', comment.id, -(i + 1));
      }
      for (let i = 0; i < 6; i += 1) await make.stream();
      for (let i = 0; i < 6; i += 1) await make.member();
      const { recentActivity } = await dashboard();
      expect(recentActivity.streams).toHaveLength(5);
      expect(recentActivity.users).toHaveLength(5);
      expect(recentActivity.comments).toHaveLength(5);
      expect(recentActivity.comments[0]).toMatchObject({
        content: 'c5',
        streamId: { _id: stream.id, title: 'Recent stream' },
      });
      const times = recentActivity.streams.map((s) => s.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });

  describe('GET /api/admin/analytics', () => {
    it('defaults to 7 days and counts each figure over the period only', async () => {
      const stream = await make.stream({ title: 'Most discussed' });
      const quiet = await make.stream({ title: 'Quiet' });
      const before = await analytics('?period=24h');
      await make.member();
      const old = await make.member();
      await backdate('members', old.id, 3 * 24 * 60);
      await make.comment(stream.id);
      await make.comment(stream.id);
      await make.comment(quiet.id);
      const oldComment = await make.comment(quiet.id);
      await backdate('comments', oldComment.id, 10 * 24 * 60);
      await make.approvedTestimony();

      const day = await analytics('?period=24h');
      expect(day.period).toBe('24h');
      expect(day.stats.userRegistrations - before.stats.userRegistrations).toBe(1);
      expect(day.stats.comments - before.stats.comments).toBe(3);
      expect(day.stats.testimonies - before.stats.testimonies).toBe(1);
      expect(day.stats).toMatchObject({ userRegistrations: 1, comments: 3, testimonies: 1 });
      expect(day.topStreams).toEqual([
        { _id: stream.id, title: 'Most discussed', commentCount: 2 },
        { _id: quiet.id, title: 'Quiet', commentCount: 1 },
      ]);
      expect(day.timeline).toHaveLength(24);
      expect(day.timeline.reduce((total, bucket) => total + bucket.userRegistrations, 0)).toBe(1);

      const week = await analytics();
      expect(week.period).toBe('7d');
      expect(week.timeline).toHaveLength(7);
      expect(week.stats).toMatchObject({ userRegistrations: 2, comments: 3 });
      expect(week.timeline.reduce((total, bucket) => total + bucket.comments, 0)).toBe(3);
      const month = await analytics('?period=30d');
      expect(month.timeline).toHaveLength(30);
      expect(month.stats).toMatchObject({ userRegistrations: 2, comments: 4 });
    });

    it('counts stream views, one per viewer within the window, when visitors open a stream', async () => {
      const stream = await make.stream();
      const before = await analytics('?period=24h');
      const open = (agent: string) =>
        t.request(`/api/stream/${stream.id}`, { headers: { 'user-agent': agent } });
      expect((await open('viewer-a')).status).toBe(200);
      expect((await open('viewer-a')).status).toBe(200);
      // Another viewer: from one address browsers share a few viewer slots, so a member.
      const member = await make.memberAuth(await make.member());
      const asMember = await t.request(`/api/stream/${stream.id}`, { headers: member });
      expect(asMember.status).toBe(200);
      await t.app.db.kysely
        .insertInto('streamViews')
        .values({
          id: newId(),
          streamId: stream.id,
          viewerKey: 'long-ago',
          createdAt: minutesFromNow(-3 * 24 * 60),
        })
        .execute();
      const after = await analytics('?period=24h');
      expect(after.stats.streamViews - before.stats.streamViews).toBe(2);
      expect(after.stats.streamViews).toBe(2);
      expect((await analytics('?period=7d')).stats.streamViews).toBe(3);
    });

    it('refuses an unknown period', async () => {
      const response = await t.request<ErrorBody>('/api/admin/analytics?period=1y', {
        headers: auth,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors?.period).toContain('24h, 7d, 30d');
    });
  });
});
