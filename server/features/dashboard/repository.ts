import { type Kysely, type Selectable, sql } from 'kysely';
import { DASHBOARD_LIST_LIMIT } from '#shared/constants.js';
import type { Database } from '#server/platform/db/schema.js';
import type { CommentsTable } from '#server/features/comments/index.js';
import type { MemberRow } from '#server/features/members/index.js';
import type { StreamRow } from '#server/features/streams/index.js';

export type RecentCommentRow = Selectable<CommentsTable> & { streamTitle: string };

/** A table whose rows carry a created_at, counted by the dashboard and the analytics. */
type CountedTable = 'members' | 'comments' | 'testimonies' | 'streamViews';

export interface PeriodCounts {
  userRegistrations: number;
  streamViews: number;
  comments: number;
  testimonies: number;
}

const COUNTED: Record<keyof PeriodCounts, CountedTable> = {
  userRegistrations: 'members',
  streamViews: 'streamViews',
  comments: 'comments',
  testimonies: 'testimonies',
};

/**
 * The dashboard's and the analytics' figures, counted in SQL (indexes on created_at), so they stay
 * quick with tens of thousands of rows. Times are ISO text, so ranges compare as strings and a
 * prefix of the text (`2026-11-23T09` or `2026-11-23`) names an hour or a day in both databases.
 */
export function createDashboardRepository(db: Kysely<Database>) {
  async function count(table: CountedTable, since?: string): Promise<number> {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (since) query = query.where('createdAt', '>=', since);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async dashboardStats(todayStart: string) {
      const [
        totalUsers,
        activeStreams,
        totalComments,
        totalTestimonies,
        pendingContacts,
        todayUsers,
        todayComments,
      ] = await Promise.all([
        count('members'),
        db
          .selectFrom('streams')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('isActive', '=', 1)
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
        count('comments'),
        count('testimonies'),
        db
          .selectFrom('contacts')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('status', 'in', ['new', 'in_progress'])
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
        count('members', todayStart),
        count('comments', todayStart),
      ]);
      return {
        totalUsers,
        activeStreams,
        totalComments,
        totalTestimonies,
        pendingContacts,
        todayUsers,
        todayComments,
      };
    },

    recentStreams(): Promise<StreamRow[]> {
      return db
        .selectFrom('streams')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(DASHBOARD_LIST_LIMIT)
        .execute();
    },

    recentComments(): Promise<RecentCommentRow[]> {
      return db
        .selectFrom('comments')
        .innerJoin('streams', 'streams.id', 'comments.streamId')
        .selectAll('comments')
        .select('streams.title as streamTitle')
        .orderBy('comments.createdAt', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(DASHBOARD_LIST_LIMIT)
        .execute();
    },

    recentMembers(): Promise<MemberRow[]> {
      return db
        .selectFrom('members')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(DASHBOARD_LIST_LIMIT)
        .execute();
    },

    /** The four figures of the analytics since `since`. */
    async periodCounts(since: string): Promise<PeriodCounts> {
      const [userRegistrations, streamViews, comments, testimonies] = await Promise.all([
        count('members', since),
        count('streamViews', since),
        count('comments', since),
        count('testimonies', since),
      ]);
      return { userRegistrations, streamViews, comments, testimonies };
    },

    /**
     * The four figures per bucket since `since`: the bucket is the first `prefixLength`
     * characters of created_at (13: the hour, 10: the day). Only buckets with rows are answered.
     */
    async periodTimeline(since: string, prefixLength: 10 | 13): Promise<Map<string, PeriodCounts>> {
      const buckets = new Map<string, PeriodCounts>();
      const entries = Object.entries(COUNTED) as [keyof PeriodCounts, CountedTable][];
      const results = await Promise.all(
        entries.map(([, table]) =>
          db
            .selectFrom(table)
            .select([
              sql<string>`substr(${sql.ref('createdAt')}, 1, ${sql.lit(prefixLength)})`.as(
                'bucket',
              ),
              (eb) => eb.fn.countAll<number | string>().as('n'),
            ])
            .where('createdAt', '>=', since)
            .groupBy(sql`substr(${sql.ref('createdAt')}, 1, ${sql.lit(prefixLength)})`)
            .execute(),
        ),
      );
      entries.forEach(([figure], index) => {
        for (const row of results[index] ?? []) {
          const counts = buckets.get(row.bucket) ?? {
            userRegistrations: 0,
            streamViews: 0,
            comments: 0,
            testimonies: 0,
          };
          counts[figure] = Number(row.n);
          buckets.set(row.bucket, counts);
        }
      });
      return buckets;
    },

    /**
     * Viewer figures since `since`: unique viewers and minutes from watch sessions that ended
     * in the period, the peak from the hourly peaks of the hours it covers; over all streams
     * and for the `limit` streams with the most unique viewers.
     */
    async viewerFigures(since: string, sinceHour: string, limit: number) {
      const sessions = db.selectFrom('watchSessions').where('endedAt', '>=', since);
      const [overall, perStream, peaks] = await Promise.all([
        sessions
          .select((eb) => [
            eb.fn.count<number | string>('viewerKey').distinct().as('viewers'),
            eb.fn.sum<number | string | null>('seconds').as('seconds'),
          ])
          .executeTakeFirstOrThrow(),
        sessions
          .innerJoin('streams', 'streams.id', 'watchSessions.streamId')
          .select(['streams.id as id', 'streams.title as title'])
          .select((eb) => [
            eb.fn.count<number | string>('watchSessions.viewerKey').distinct().as('viewers'),
            eb.fn.sum<number | string>('watchSessions.seconds').as('seconds'),
          ])
          .groupBy(['streams.id', 'streams.title'])
          .orderBy('viewers', 'desc')
          .orderBy('streams.title', 'asc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('streamViewerPeaks')
          .select('streamId')
          .select((eb) => eb.fn.max('peak').as('peak'))
          .where('hourStart', '>=', sinceHour)
          .groupBy('streamId')
          .execute(),
      ]);
      const peakOf = new Map(peaks.map((row) => [row.streamId, Number(row.peak)]));
      const figures = (viewers: number, seconds: number, peak: number) => ({
        peakConcurrent: peak,
        uniqueViewers: viewers,
        averageMinutesWatched: viewers ? Math.round((seconds / 60 / viewers) * 10) / 10 : 0,
      });
      return {
        overall: figures(
          Number(overall.viewers),
          Number(overall.seconds ?? 0),
          Math.max(0, ...peakOf.values()),
        ),
        streams: perStream.map((row) => ({
          _id: row.id,
          title: row.title,
          ...figures(Number(row.viewers), Number(row.seconds), peakOf.get(row.id) ?? 0),
        })),
      };
    },

    /** The streams with the most comments since `since`, most first. */
    async topStreams(since: string, limit: number) {
      const rows = await db
        .selectFrom('comments')
        .innerJoin('streams', 'streams.id', 'comments.streamId')
        .select(['streams.id as id', 'streams.title as title'])
        .select((eb) => eb.fn.countAll<number | string>().as('commentCount'))
        .where('comments.createdAt', '>=', since)
        .groupBy(['streams.id', 'streams.title'])
        .orderBy('commentCount', 'desc')
        .orderBy('streams.title', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        commentCount: Number(row.commentCount),
      }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
