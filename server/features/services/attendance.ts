import type { Kysely } from 'kysely';
import type { OccurrenceAttendance } from '#shared/schemas/services.js';
import type { Database } from '#server/platform/db/schema.js';

/**
 * People a member's "How many are watching with you?" answer stands for: the middle of each
 * range, and the floor of the open one, so the estimate does not run ahead of the answers.
 */
const PEOPLE_PER_ANSWER: Record<string, number> = {
  '1': 1,
  '2-5': 3,
  '6-10': 8,
  '11-20': 15,
  '20+': 20,
};

/**
 * What each room drew, read from the records other features keep of it (read only, as the
 * dashboard's figures are): the peak the live feature counted, unique viewers and their minutes
 * from its watch sessions, and the answers of the members who took part (chatted, commented or
 * reacted) — each such member's household adds the people beyond themselves.
 */
export async function attendanceOf(
  db: Kysely<Database>,
  streamIds: string[],
): Promise<Map<string, OccurrenceAttendance>> {
  const figures = new Map<string, OccurrenceAttendance>();
  if (streamIds.length === 0) return figures;
  const [rooms, sessions, ...taking] = await Promise.all([
    db.selectFrom('streams').select(['id', 'peakViewers']).where('id', 'in', streamIds).execute(),
    db
      .selectFrom('watchSessions')
      .select('streamId')
      .select((eb) => [
        eb.fn.count<number | string>('viewerKey').distinct().as('viewers'),
        eb.fn.sum<number | string | null>('seconds').as('seconds'),
      ])
      .where('streamId', 'in', streamIds)
      .groupBy('streamId')
      .execute(),
    ...(['chatMessages', 'comments', 'streamReactions'] as const).map((table) =>
      db
        .selectFrom(table)
        .innerJoin('members', 'members.id', `${table}.memberId`)
        .select([`${table}.streamId as streamId`, 'members.id as memberId', 'members.audienceSize'])
        .where(`${table}.streamId`, 'in', streamIds)
        .execute(),
    ),
  ]);
  const households = new Map<string, Map<string, number>>();
  for (const row of taking.flat()) {
    const members = households.get(row.streamId) ?? new Map<string, number>();
    members.set(row.memberId, PEOPLE_PER_ANSWER[row.audienceSize] ?? 1);
    households.set(row.streamId, members);
  }
  const watched = new Map(sessions.map((row) => [row.streamId, row]));
  for (const room of rooms) {
    const session = watched.get(room.id);
    const viewers = Number(session?.viewers ?? 0);
    const seconds = Number(session?.seconds ?? 0);
    const beyond = [...(households.get(room.id)?.values() ?? [])].reduce(
      (sum, people) => sum + people - 1,
      0,
    );
    figures.set(room.id, {
      peakViewers: room.peakViewers,
      uniqueViewers: viewers,
      averageMinutes: viewers ? Math.round((seconds / 60 / viewers) * 10) / 10 : 0,
      estimatedPeople: viewers + beyond,
    });
  }
  return figures;
}
