import { API_MESSAGES } from '#shared/api-messages.js';
import type {
  AdminStreamInput,
  AdminStreamsQuery,
  StreamAlertOutcome,
} from '#shared/schemas/admin-streams.js';
import { detectStreamType, toEmbedUrl } from '#shared/embed.js';
import type { ChatRoom } from '#shared/schemas/moderation.js';
import { NotFoundError } from '#server/platform/errors.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { StreamRow, StreamsRepository } from './repository.js';

const notFound = () => new NotFoundError(API_MESSAGES.notFound.stream);

function found(row: StreamRow | undefined): StreamRow {
  if (!row) throw notFound();
  return row;
}

/**
 * The embed rule on save: a stream without its own embed URL gets the player URL its stream URL
 * gives, and a stream without a type the platform its URL names.
 */
function withDerivedFields(input: AdminStreamInput) {
  const { embedUrl, streamType, scheduledDate, ...rest } = input;
  return {
    ...rest,
    embedUrl: embedUrl || toEmbedUrl({ streamUrl: input.streamUrl }),
    streamType: streamType ?? detectStreamType(input.streamUrl),
    ...(scheduledDate === undefined ? {} : { scheduledDate }),
  };
}

/**
 * Told of a stream the panel left live, before pages hear of it: emails its subscribers (or
 * says why not) and answers what it did, for the admin's confirmation.
 */
export type GoingLiveAnnouncer = (stream: StreamRow) => Promise<StreamAlertOutcome | undefined>;

/** Hears a stream the panel (or a service's room keeper) leaves live: push messages, say. */
export type WentLiveListener = (stream: StreamRow) => Promise<void>;

/** A saved stream, with what its going live did about alerts when it is live. */
export interface SavedStream {
  row: StreamRow;
  streamAlert?: StreamAlertOutcome;
}

/** Stream Management: list, add, edit, delete, go live. */
export function createAdminStreamsService(
  streams: StreamsRepository,
  events: DomainEventPublisher,
) {
  let announcer: GoingLiveAnnouncer | undefined;
  const wentLiveListeners = new Set<WentLiveListener>();
  /** The alerts are claimed here, before the list change reaches other instances' checks. */
  async function announced(row: StreamRow): Promise<SavedStream> {
    if (!fromFlag(row.isLive)) return { row };
    // Each listener claims what it sends, so a stream saved again while live sends nothing new.
    for (const listener of wentLiveListeners) await listener(row);
    if (!announcer) return { row };
    const streamAlert = await announcer(row);
    return streamAlert ? { row, streamAlert } : { row };
  }

  /** Every change here may change the active list: it goes with the event. */
  async function listChanged<T>(result: T): Promise<T> {
    const active = await streams.listActive().catch(() => null);
    events.publish('stream.changed', { active });
    return result;
  }

  return {
    list: (query: AdminStreamsQuery) => streams.listForAdmin(query),
    find: (id: string) => streams.findById(id),

    create: async (input: AdminStreamInput): Promise<SavedStream> =>
      listChanged(await announced(await streams.create(withDerivedFields(input)))),

    async update(id: string, input: AdminStreamInput): Promise<SavedStream> {
      const row = found(await streams.update(id, withDerivedFields(input)));
      return listChanged(await announced(row));
    },

    /** Takes a stream off the public list (and offline), keeping it and its chat. */
    async hide(id: string) {
      return listChanged(found(await streams.update(id, { isActive: false, isLive: false })));
    },

    async setChatRoom(id: string, room: ChatRoom) {
      return listChanged(found(await streams.setChatRoom(id, room)));
    },
    async toggleLive(id: string): Promise<SavedStream> {
      return listChanged(await announced(found(await streams.toggleLive(id))));
    },

    /** The notifications feature announces going-lives (it depends on this one, not back). */
    announceGoingLiveWith(announce: GoingLiveAnnouncer) {
      announcer = announce;
    },

    /**
     * Hears every stream the panel leaves live (set live, or saved while live); the listener
     * decides whether that is a new going-live and must not throw (the stream stays live).
     */
    whenWentLive(listener: WentLiveListener): () => void {
      wentLiveListeners.add(listener);
      return () => wentLiveListeners.delete(listener);
    },

    /** The stream as it was, for the audit log. */
    async delete(id: string) {
      const row = await streams.delete(id);
      if (!row) throw notFound();
      await listChanged(undefined);
      return row;
    },
  };
}

export type AdminStreamsService = ReturnType<typeof createAdminStreamsService>;
