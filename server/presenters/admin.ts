import { STREAM_TYPES, type StreamType } from '../../shared/constants.js';
import type { RecentComment } from '../../shared/schemas/admin-dashboard.js';
import type { AdminStream } from '../../shared/schemas/admin-streams.js';
import type { AdminUser } from '../../shared/schemas/admin-users.js';
import { detectStreamType, toEmbedUrl } from '../../shared/embed.js';
import { fromFlag } from '../db/ids.js';
import type { RecentCommentRow } from '../repositories/admin-stats.js';
import type { MemberRow } from '../repositories/members.js';
import type { StreamRow } from '../repositories/streams.js';
import { presentReactions, totalReactions } from './reactions.js';

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

/** A stream for the admin panel: every field of spec section 3's Stream (admin). */
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
  };
}

/** A member for the admin panel (spec section 3, User (admin)). */
export function presentAdminUser(row: MemberRow): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    isBlocked: fromFlag(row.isBlocked),
    createdAt: row.createdAt,
  };
}

/** A comment in the dashboard's Recent Comments, its stream as `{ _id, title }`. */
export function presentRecentComment(row: RecentCommentRow): RecentComment {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    content: row.content,
    createdAt: row.createdAt,
    isModerated: fromFlag(row.isModerated),
    isSpam: fromFlag(row.isSpam),
    streamId: { _id: row.streamId, title: row.streamTitle },
  };
}
