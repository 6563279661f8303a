import { STREAM_TYPES, type StreamType } from '#shared/constants.js';
import type { AdminStream } from '#shared/schemas/admin-streams.js';
import { detectStreamType, toEmbedUrl } from '#shared/embed.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { StreamRow } from './repository.js';
import { presentReactions, totalReactions } from '#server/platform/http/present-reactions.js';

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((tag): tag is string => typeof tag === 'string')
      : [];
  } catch {
    return [];
  }
}

/** A stream for the admin panel: every stored field, including those visitors never see. */
export function presentAdminStream(row: StreamRow): AdminStream {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    streamUrl: row.streamUrl,
    embedUrl: toEmbedUrl(row),
    streamType: (STREAM_TYPES as readonly string[]).includes(row.streamType)
      ? (row.streamType as StreamType)
      : detectStreamType(row.streamUrl),
    scheduledDate: row.scheduledDate,
    tags: parseTags(row.tags),
    isFeatured: fromFlag(row.isFeatured),
    isLive: fromFlag(row.isLive),
    isActive: fromFlag(row.isActive),
    createdAt: row.createdAt,
    reactions: presentReactions(row),
    likeCount: totalReactions(row),
    peakViewers: row.peakViewers,
    endsAt: row.endsAt,
    chatOpensAt: row.chatOpensAt,
    chatClosesAt: row.chatClosesAt,
    videoDurationSeconds: row.videoDurationSeconds,
  };
}
