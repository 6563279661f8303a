import type { Kysely } from 'kysely';
import { MOMENT_KINDS, type MomentKind } from '#shared/schemas/moments.js';
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
 * reacted) — each such member's household adds the people beyond themselves. Beside them, the
 * moments put over the room's chat and how many responded to each, and to each kind.
 */
export async function attendanceOf(
  db: Kysely<Database>,
  streamIds: string[],
): Promise<Map<string, OccurrenceAttendance>> {
  const figures = new Map<string, OccurrenceAttendance>();
  if (streamIds.length === 0) return figures;
  const [rooms, moments, sessions, ...taking] = await Promise.all([
    db.selectFrom('streams').select(['id', 'peakViewers']).where('id', 'in', streamIds).execute(),
    db
      .selectFrom('moments')
      .select(['id', 'streamId', 'kind', 'title', 'responses'])
      .where('streamId', 'in', streamIds)
      .orderBy('opensAt')
      .orderBy('id')
      .execute(),
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
      ...momentsOf(moments.filter((moment) => moment.streamId === room.id)),
    });
  }
  return figures;
}

/** A room's moments with their responses, and the responses summed by kind. */
function momentsOf(
  rows: { id: string; kind: string; title: string; responses: number }[],
): Pick<OccurrenceAttendance, 'moments' | 'responsesByKind'> {
  const responsesByKind = Object.fromEntries(MOMENT_KINDS.map((kind) => [kind, 0])) as Record<
    MomentKind,
    number
  >;
  const moments = rows.map((row) => {
    const kind = row.kind as MomentKind;
    const responses = Number(row.responses);
    responsesByKind[kind] = (responsesByKind[kind] ?? 0) + responses;
    return { momentId: row.id, kind, title: row.title, responses };
  });
  return { moments, responsesByKind };
}
