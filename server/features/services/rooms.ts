import type { AdminStreamInput } from '#shared/schemas/admin-streams.js';
import { detectStreamType } from '#shared/embed.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { AdminStreamsService } from '#server/features/streams/index.js';
import type { ServiceRow, ServicesRepository } from './repository.js';
import type { OccurrenceTimes } from './schedule.js';

/**
 * A room the team set offline this long after it went live by itself was ended by them, not
 * caught between the claim and the switch.
 */
const ENDED_BY_TEAM_AFTER_MS = 30_000;

/** The stream an occurrence is a room of: the live page's chat, comments and reactions. */
function roomInput(row: ServiceRow, times: OccurrenceTimes, isLive: boolean): AdminStreamInput {
  const source = row.mode === 'simulated' ? row.videoUrl : row.streamUrl;
  return {
    title: times.title,
    description: times.description,
    streamUrl: source,
    streamType: source.startsWith('/uploads/') ? 'other' : detectStreamType(source),
    scheduledDate: times.startsAt,
    tags: ['service'],
    isActive: true,
    isLive,
  };
}

/** Opens, starts and ends the rooms of occurrences as their moments come. */
export function createServiceRooms(services: ServicesRepository, streams: AdminStreamsService) {
  async function open(row: ServiceRow, times: OccurrenceTimes): Promise<string> {
    const { row: stream } = await streams.create(roomInput(row, times, false));
    if (await services.claimRoom(row.id, times.scheduledStartsAt, stream.id)) return stream.id;
    // Another instance opened it first: its room stays, this one goes.
    await streams.delete(stream.id);
    const own = await services.occurrence(row.id, times.scheduledStartsAt);
    return own?.streamId ?? stream.id;
  }

  const claim = (
    row: ServiceRow,
    times: OccurrenceTimes,
    moment: 'wentLiveAt' | 'endedAt',
    at: number,
  ) => services.claimMoment(row.id, times.scheduledStartsAt, moment, new Date(at).toISOString());

  async function switchLive(
    row: ServiceRow,
    times: OccurrenceTimes,
    streamId: string,
    isLive: boolean,
  ) {
    // Going live through Stream Management's path sends the go-live emails as a team's switch does.
    await streams.update(streamId, roomInput(row, times, isLive)).catch((error: unknown) => {
      // A room the team deleted stays deleted.
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    });
  }

  return {
    /** Brings the occurrence's room to where the clock says; true when it changed anything. */
    async keep(row: ServiceRow, times: OccurrenceTimes, at: number): Promise<boolean> {
      const start = Date.parse(times.startsAt);
      const end = Date.parse(times.endsAt);
      const live = times.wentLiveAt && !times.endedAt;
      if (times.cancelled || at >= end) {
        if (!live || !times.streamId || !(await claim(row, times, 'endedAt', at))) return false;
        await switchLive(row, times, times.streamId, false);
        return true;
      }
      if (at < Date.parse(times.chatOpensAt)) return false;
      const streamId = times.streamId ?? (await open(row, times));
      const opened = !times.streamId;
      if (at < start) return opened;
      if (!times.wentLiveAt) {
        if (!(await claim(row, times, 'wentLiveAt', at))) return opened;
        await switchLive(row, times, streamId, true);
        return true;
      }
      if (!live || at - Date.parse(times.wentLiveAt) < ENDED_BY_TEAM_AFTER_MS) return opened;
      const stream = await streams.find(streamId);
      if (!stream || fromFlag(stream.isLive)) return opened;
      return claim(row, times, 'endedAt', at);
    },
  };
}

export type ServiceRooms = ReturnType<typeof createServiceRooms>;
