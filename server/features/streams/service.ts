import { API_MESSAGES } from '#shared/api-messages.js';
import type { StreamReactionBody } from '#shared/schemas/streams.js';
import { SERVICE_MESSAGES, chatOpensMessage } from '#shared/schemas/services.js';
import { whenAt } from '#server/platform/church-time.js';
import { ForbiddenError, NotFoundError } from '#server/platform/errors.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { StreamsRepository } from './repository.js';

/** A viewer opening the same stream again within the same window of this length counts once. */
export const STREAM_VIEW_WINDOW_MINUTES = 30;

/** The start of the fixed window `now` falls in, as ISO text (windows start on the half hour). */
export function viewWindowStart(now = Date.now()): string {
  const length = STREAM_VIEW_WINDOW_MINUTES * 60_000;
  return new Date(Math.floor(now / length) * length).toISOString();
}

interface Dependencies {
  streams: StreamsRepository;
  members: MembersService;
  events: DomainEventPublisher;
  /** The church's time zone, for the time a closed chat says it opens. */
  churchZone: () => Promise<string>;
}

/**
 * Streams as visitors see them: the active list, one stream, reactions and views. An inactive
 * stream is hidden from the public, so it answers 404 like an unknown one.
 */
/** Views already stored, so a viewer's repeated reads in one window skip the database. */
const REMEMBERED_VIEWS = 20_000;

export function createStreamsService({ streams, members, events, churchZone }: Dependencies) {
  let recordedViews = new Set<string>();
  async function getActiveStream(id: string) {
    const stream = await streams.findActiveById(id);
    if (!stream) throw new NotFoundError(API_MESSAGES.notFound.stream);
    return stream;
  }
  return {
    listActiveStreams: () => streams.listActive(),

    /** Active streams marked live, each with the moment it was set live (`liveSince`). */
    listLiveStreams: () => streams.listLive(),

    /** The active stream, or the 404 every public call about a hidden or unknown stream answers. */
    getActiveStream,

    /**
     * The active stream a visitor writes to (chat, comments, prayer requests), or a 403 with
     * the reason when its chat window (a service's room has one) is not open now.
     */
    async getWritableStream(id: string) {
      const stream = await getActiveStream(id);
      const now = Date.now();
      if (stream.chatClosesAt && now >= Date.parse(stream.chatClosesAt)) {
        throw new ForbiddenError(SERVICE_MESSAGES.chatClosed);
      }
      if (stream.chatOpensAt && now < Date.parse(stream.chatOpensAt)) {
        const when = whenAt(stream.chatOpensAt, await churchZone(), new Date(now));
        throw new ForbiddenError(chatOpensMessage(when));
      }
      return stream;
    },

    async reactToStream(member: MemberRow | null, body: StreamReactionBody) {
      const author = await members.author(member, { name: body.userName, email: body.userEmail });
      const stream = await streams.addReaction({
        streamId: body.streamId,
        memberId: author.memberId,
        userName: author.name,
        userEmail: author.email,
        reactionType: body.reactionType,
      });
      if (!stream) throw new NotFoundError(API_MESSAGES.notFound.stream);
      events.publish('stream.reacted', { stream });
      return stream;
    },

    /**
     * Counts a visitor opening a stream for the analytics: once per viewer and stream in each
     * STREAM_VIEW_WINDOW_MINUTES window, so a page refreshing the stream's counts is one view.
     */
    /** One view per viewer, stream and window: the database keeps it unique, this spares it. */
    async recordStreamView(streamId: string, viewerKey: string) {
      const windowStart = viewWindowStart();
      const view = `${streamId}|${viewerKey}|${windowStart}`;
      if (recordedViews.has(view)) return;
      await streams.recordView(streamId, viewerKey, windowStart);
      if (recordedViews.size >= REMEMBERED_VIEWS) recordedViews = new Set();
      recordedViews.add(view);
    },

    /** For the live feature: the peak watching at once, kept on the stream. */
    raisePeakViewers: (streamId: string, watching: number) =>
      streams.raisePeakViewers(streamId, watching),
    peakViewers: (streamId: string) => streams.peakViewers(streamId),
  };
}

export type StreamsService = ReturnType<typeof createStreamsService>;
