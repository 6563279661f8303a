import type { AnalyticsPeriod } from '#shared/constants.js';
import type { AnalyticsResponse, DashboardResponse } from '#shared/schemas/admin-dashboard.js';
import type { FollowUpCounts } from '#shared/schemas/follow-ups.js';
import { presentAdminMember } from '#server/features/members/index.js';
import { presentAdminStream } from '#server/features/streams/index.js';
import { presentRecentComment } from './presenter.js';
import type { DashboardRepository } from './repository.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TOP_STREAMS = 5;
const VIEWER_STREAMS = 10;

/** How far back a period reaches, and how finely its charts are drawn. */
const PERIODS: Record<AnalyticsPeriod, { buckets: number; size: number; prefix: 10 | 13 }> = {
  '24h': { buckets: 24, size: HOUR, prefix: 13 },
  '7d': { buckets: 7, size: DAY, prefix: 10 },
  '30d': { buckets: 30, size: DAY, prefix: 10 },
};

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function startOfUtcHour(now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/** The dashboard's overview and the analytics' figures over a period. */
export function createDashboardService(
  stats: DashboardRepository,
  prayer: { counts(): Promise<{ newPrayerRequests: number; urgentPrayerRequests: number }> },
  followUps: { counts(staffId: string): Promise<FollowUpCounts> },
) {
  return {
    /**
     * The newest members carry their email, phone and location, which only admins may read
     * (Members is theirs): a moderator's overview lists none and keeps the totals.
     */
    async dashboard(
      { seesMembers, staffId }: { seesMembers: boolean; staffId: string },
      now = new Date(),
    ): Promise<DashboardResponse> {
      const [figures, prayerCounts, followUpCounts, streams, comments, users] = await Promise.all([
        stats.dashboardStats(startOfUtcDay(now).toISOString()),
        prayer.counts(),
        followUps.counts(staffId),
        stats.recentStreams(),
        stats.recentComments(),
        seesMembers ? stats.recentMembers() : [],
      ]);
      return {
        stats: { ...figures, ...prayerCounts, ...followUpCounts },
        recentActivity: {
          streams: streams.map(presentAdminStream),
          comments: comments.map(presentRecentComment),
          users: users.map(presentAdminMember),
        },
      };
    },

    /**
     * The last 24 hours, 7 days or 30 days up to now. The timeline has one bucket per hour (24h)
     * or per UTC day (7d, 30d), the current one included, so the chart has no gaps.
     */
    async analytics(period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsResponse> {
      const shape = PERIODS[period];
      const since = new Date(now.getTime() - shape.buckets * shape.size).toISOString();
      const current = shape.prefix === 13 ? startOfUtcHour(now) : startOfUtcDay(now);
      const firstBucket = new Date(current.getTime() - (shape.buckets - 1) * shape.size);
      const sinceHour = startOfUtcHour(new Date(since)).toISOString();
      const [figures, top, buckets, viewers] = await Promise.all([
        stats.periodCounts(since),
        stats.topStreams(since, TOP_STREAMS),
        stats.periodTimeline(firstBucket.toISOString(), shape.prefix),
        stats.viewerFigures(since, sinceHour, VIEWER_STREAMS),
      ]);
      const timeline = Array.from({ length: shape.buckets }, (_, index) => {
        const start = new Date(firstBucket.getTime() + index * shape.size).toISOString();
        const counts = buckets.get(start.slice(0, shape.prefix));
        return {
          start,
          userRegistrations: counts?.userRegistrations ?? 0,
          streamViews: counts?.streamViews ?? 0,
          comments: counts?.comments ?? 0,
          testimonies: counts?.testimonies ?? 0,
        };
      });
      return {
        stats: figures,
        topStreams: top.map((row) => ({
          _id: row.id,
          title: row.title,
          commentCount: row.commentCount,
        })),
        timeline,
        period,
        viewers: viewers.overall,
        streamViewers: viewers.streams,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
