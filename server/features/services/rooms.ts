import type { AdminStreamInput } from '#shared/schemas/admin-streams.js';
import { detectStreamType } from '#shared/embed.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { AdminStreamsService } from '#server/features/streams/index.js';
import type { ServiceRow, ServicesRepository } from './repository.js';
import type { OccurrenceTimes } from './schedule.js';
import type { OccurrenceEnded } from './endings.js';

/**
 * A room the team set offline this long after it went live by itself was ended by them, not
 * caught between the claim and the switch.
 */
const ENDED_BY_TEAM_AFTER_MS = 30_000;

/**
 * The stream an occurrence is a room of: the live page's chat, comments and reactions, with the
 * occurrence's times, so the stream itself refuses writes outside the chat window.
 */
function roomInput(
  row: ServiceRow,
  times: OccurrenceTimes,
  state: { isLive: boolean; isActive?: boolean },
): AdminStreamInput {
  const simulated = row.mode === 'simulated';
  const source = simulated ? row.videoUrl : row.streamUrl;
  return {
    title: times.title,
    description: times.description,
    streamUrl: source,
    streamType: source.startsWith('/uploads/') ? 'other' : detectStreamType(source),
    scheduledDate: times.startsAt,
    endsAt: times.endsAt,
    chatOpensAt: times.chatOpensAt,
    // A called-off occurrence's chat closes when it is called off.
    chatClosesAt: times.cancelled ? new Date().toISOString() : times.chatClosesAt,
    videoDurationSeconds: simulated ? row.videoDurationSeconds : null,
    tags: ['service'],
    isActive: state.isActive ?? true,
    isLive: state.isLive,
  };
}

const unlessGone = (error: unknown) => {
  // A room the team deleted stays deleted.
  if ((error as { statusCode?: number }).statusCode !== 404) throw error;
};

/** The occurrence as its end is told: what it showed, where its chat was. */
function endedOccurrence(row: ServiceRow, times: OccurrenceTimes): OccurrenceEnded {
  return {
    serviceId: row.id,
    scheduledStartsAt: times.scheduledStartsAt,
    title: times.title,
    startsAt: times.startsAt,
    streamId: times.streamId,
    videoUrl: row.mode === 'simulated' ? row.videoUrl : row.streamUrl,
  };
}

/**
 * Opens, starts and ends the rooms of occurrences as their moments come; `ended` hears each
 * end once, after it was claimed.
 */
export function createServiceRooms(
  services: ServicesRepository,
  streams: AdminStreamsService,
  ended: (occurrence: OccurrenceEnded) => Promise<void> = async () => {},
) {
  /**
   * The service's earlier rooms leave the live page's list when a new one opens, so the list
   * holds one room per service; their chat stays stored.
   */
  async function retireEarlierRooms(row: ServiceRow, times: OccurrenceTimes, keep: string) {
    for (const streamId of await services.roomsBefore(row.id, times.scheduledStartsAt)) {
      if (streamId === keep) continue;
      const room = await streams.find(streamId);
      if (room && fromFlag(room.isActive)) await streams.hide(streamId);
    }
  }

  async function open(row: ServiceRow, times: OccurrenceTimes): Promise<string> {
    const { row: stream } = await streams.create(roomInput(row, times, { isLive: false }));
    if (await services.claimRoom(row.id, times.scheduledStartsAt, stream.id)) {
      await retireEarlierRooms(row, times, stream.id);
      return stream.id;
    }
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

  /** Going live through Stream Management's path sends the go-live emails as a team's switch does. */
  const switchLive = (row: ServiceRow, times: OccurrenceTimes, streamId: string, isLive: boolean) =>
    streams.update(streamId, roomInput(row, times, { isLive })).catch(unlessGone);

  return {
    /** Takes these rooms off the live page (a deleted service's), keeping them and their chat. */
    async hideAll(streamIds: string[]) {
      for (const streamId of streamIds) {
        const room = await streams.find(streamId);
        if (room && fromFlag(room.isActive)) await streams.hide(streamId);
      }
    },

    /** Brings the occurrence's room to where the clock says; true when it changed anything. */
    async keep(row: ServiceRow, times: OccurrenceTimes, at: number): Promise<boolean> {
      const start = Date.parse(times.startsAt);
      const end = Date.parse(times.endsAt);
      const live = times.wentLiveAt && !times.endedAt;
      if (times.cancelled || at >= end) {
        if (!live || !times.streamId || !(await claim(row, times, 'endedAt', at))) return false;
        await switchLive(row, times, times.streamId, false);
        await ended(endedOccurrence(row, times));
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
      if (!(await claim(row, times, 'endedAt', at))) return false;
      await ended(endedOccurrence(row, times));
      return true;
    },

    /**
     * After the team changed one occurrence: its room takes the new title and times, and a
     * called-off one leaves the live page.
     */
    async follow(row: ServiceRow, times: OccurrenceTimes) {
      if (!times.streamId) return;
      const room = await streams.find(times.streamId);
      if (!room) return;
      const isLive = fromFlag(room.isLive) && !times.cancelled;
      await streams
        .update(times.streamId, roomInput(row, times, { isLive, isActive: !times.cancelled }))
        .catch(unlessGone);
    },
  };
}

export type ServiceRooms = ReturnType<typeof createServiceRooms>;
