import { z } from 'zod';
import { COMMENT_VISIBILITIES } from './admin-comments.js';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '#shared/constants.js';
import { adminStreamSchema } from './admin-streams.js';
import { adminMemberSchema } from './admin-members.js';

/** A comment in the dashboard's Recent Comments, with its stream as `{ _id, title }`. */
export const recentCommentSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isModerated: z.boolean(),
  isSpam: z.boolean(),
  /** As Comment Management says it: public, held for review or spam. */
  visibility: z.enum(COMMENT_VISIBILITIES),
  streamId: z.object({ _id: z.string(), title: z.string() }),
});
export type RecentComment = z.infer<typeof recentCommentSchema>;

export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Streams shown to visitors (isActive). */
  activeStreams: z.number().int(),
  totalComments: z.number().int(),
  totalTestimonies: z.number().int(),
  /** Contact messages not yet resolved or closed (new or in progress). */
  pendingContacts: z.number().int(),
  /** Since midnight UTC. */
  todayUsers: z.number().int(),
  todayComments: z.number().int(),
  /** Prayer requests nobody has taken up yet (status new). */
  newPrayerRequests: z.number().int(),
  /** Open prayer requests (new or praying) marked urgent. */
  urgentPrayerRequests: z.number().int(),
  /** Follow-ups nobody has taken up yet (status new). */
  newFollowUps: z.number().int().optional(),
  /** Open follow-ups (new, contacted, connected) assigned to the caller. */
  myFollowUps: z.number().int().optional(),
  /** Open follow-ups marked urgent. */
  urgentFollowUps: z.number().int().optional(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardResponseSchema = z.object({
  stats: dashboardStatsSchema,
  recentActivity: z.object({
    streams: z.array(adminStreamSchema),
    comments: z.array(recentCommentSchema),
    /** The five newest members, for an admin; empty for a moderator (Members is admin-only). */
    users: z.array(adminMemberSchema),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const analyticsQuerySchema = z.object({
  period: z
    .enum(ANALYTICS_PERIODS, {
      error: `Period must be one of: ${ANALYTICS_PERIODS.join(', ')}`,
    })
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsStatsSchema = z.object({
  userRegistrations: z.number().int(),
  streamViews: z.number().int(),
  comments: z.number().int(),
  testimonies: z.number().int(),
});
export type AnalyticsStats = z.infer<typeof analyticsStatsSchema>;

/** One hour (24h) or one day (7d, 30d) of the period, for the charts. */
export const analyticsBucketSchema = analyticsStatsSchema.extend({
  /** The bucket's start, ISO 8601 UTC. */
  start: z.string(),
});
export type AnalyticsBucket = z.infer<typeof analyticsBucketSchema>;

export const viewerFiguresSchema = z.object({
  peakConcurrent: z.number().int(),
  uniqueViewers: z.number().int(),
  averageMinutesWatched: z.number(),
});
export type ViewerFigures = z.infer<typeof viewerFiguresSchema>;

export const analyticsResponseSchema = z.object({
  stats: analyticsStatsSchema,
  /** Streams with the most comments over the period, most first (at most 5). */
  topStreams: z.array(
    z.object({ _id: z.string(), title: z.string(), commentCount: z.number().int() }),
  ),
  /** Beyond the spec: the same four counts over time, oldest first, every bucket present. */
  timeline: z.array(analyticsBucketSchema),
  period: z.enum(ANALYTICS_PERIODS),
  /**
   * Beyond the spec: who watched over the period, counted from open pages. `peakConcurrent` is
   * the most viewers watching one stream at once; `averageMinutesWatched` is per unique viewer.
   */
  viewers: viewerFiguresSchema,
  /** The same per stream, streams with the most unique viewers first (at most 10). */
  streamViewers: z.array(viewerFiguresSchema.extend({ _id: z.string(), title: z.string() })),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
