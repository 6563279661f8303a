import { STREAM_TYPES, type StreamType } from '#shared/constants.js';
import { detectStreamType, toEmbedUrl } from '#shared/embed.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import {
  CHAT_WHO,
  type ChatRoom,
  type ChatWho,
  DEFAULT_CHAT_ROOM,
} from '#shared/schemas/moderation.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { StreamRow } from './repository.js';
import { presentReactions, totalReactions } from '#server/platform/http/present-reactions.js';

/** The stored type when it is one we know, else the one its URL shows. */
function streamTypeOf(row: StreamRow): StreamType {
  return (STREAM_TYPES as readonly string[]).includes(row.streamType)
    ? (row.streamType as StreamType)
    : detectStreamType(row.streamUrl);
}

/** A stream as any visitor sees it; embedUrl is always ready for the player's iframe. */
export function presentPublicStream(row: StreamRow): PublicStream {
  return {
    _id: row.id,
    title: row.title,
    streamType: streamTypeOf(row),
    embedUrl: toEmbedUrl(row),
    streamUrl: row.streamUrl,
    description: row.description,
    likeCount: totalReactions(row),
    isLive: fromFlag(row.isLive),
    scheduledDate: row.scheduledDate,
    reactions: presentReactions(row),
    chat: presentChatRoom(row),
    endsAt: row.endsAt,
    chatOpensAt: row.chatOpensAt,
    chatClosesAt: row.chatClosesAt,
    videoDurationSeconds: row.videoDurationSeconds,
  };
}

/** A stream's chat room controls, as every page reads them. */
export function presentChatRoom(row: StreamRow): ChatRoom {
  return {
    slowModeSeconds: row.chatSlowModeSeconds,
    pinnedMessage: row.chatPinnedMessage,
    who: (CHAT_WHO as readonly string[]).includes(row.chatWho)
      ? (row.chatWho as ChatWho)
      : DEFAULT_CHAT_ROOM.who,
  };
}
