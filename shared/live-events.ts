import type { PublicComment } from './schemas/comments.js';
import type { ChatMessage } from './schemas/chat.js';
import type { Reactions } from './schemas/fields.js';
import type { AdminQuickChat, QuickChatMessage } from './schemas/quick-chat.js';
import type { FollowUp } from './schemas/follow-ups.js';
import type { Moment } from './schemas/moments.js';
import type { PublicStream } from './schemas/streams.js';

/**
 * The live events a page receives over its one event stream, by SSE event name. Each payload is
 * exactly what the matching read call shows, so a page can put it straight into the cache that
 * call filled: `comment` as `GET /api/user/comments/{streamId}` shows a comment, `chat-message`
 * as `GET /api/user/chat-messages/{streamId}` shows a message (its `messageType` says chat or
 * prayer), `quick-chat-message` as `GET /api/user/general-chat/{chatId}/messages` shows one.
 * Nothing here carries an email or anything else the public calls do not show.
 */
export interface PublicLiveEvents {
  comment: PublicComment;
  'chat-message': ChatMessage;
  reactions: LiveReactions;
  viewers: LiveViewers;
  /** The active stream list changed (added, removed, set live or offline, edited): the new list. */
  streams: { streams: PublicStream[] };
  /** An item an admin deleted (or hid): pages drop it. */
  removed: LiveRemoved;
  'quick-chat-message': QuickChatMessage;
  /** A moment opened or closed on a stream (viewers are not sent the growing count). */
  moment: MomentLiveEvent;
  /** The page missed more than the server kept for it: refetch what it shows. */
  reset: Record<string, never>;
}

/**
 * The admin panel's events over `GET /api/admin/live`. Quick chats as the admin list shows
 * them; moderation items as the admin lists show them are added by the features that own
 * those lists.
 */
export interface AdminLiveEvents {
  /** A quick chat was started or has a new message: its summary as the admin list shows it. */
  'quick-chat': AdminQuickChat;
  /** A new message in a quick chat, as the admin's conversation call shows it. */
  'quick-chat-message': { chatId: string; message: QuickChatMessage };
  /** Unread visitor messages over every quick chat, for the sidebar badge. */
  unread: { unreadTotal: number };
  /** A new comment, chat message or prayer request: moderation lists and the dashboard refresh. */
  activity: { kind: LiveItemKind; streamId: string };
  /**
   * A comment, chat message or prayer request was posted held or shadow-muted, or a moderator
   * changed or deleted one: the Live Moderation view refetches.
   */
  moderation: { kind: LiveItemKind; streamId: string; _id: string };
  viewers: LiveViewers;
  streams: { streams: PublicStream[] };
  /** A prayer request arrived, or the team changed or erased one: the queue and dashboard refetch. */
  'prayer-request': { _id: string };
  /** A moment opened, was answered (its count grew) or closed. */
  moment: MomentLiveEvent;
  /** A follow-up arrived, or the team changed or erased one: the queue and dashboard refetch. */
  'follow-up': { _id: string; followUp?: FollowUp };
  /** A visitor asked to pray with someone now, or a request was accepted or went to the queue. */
  'pray-now': { _id: string; state: 'waiting' | 'accepted' | 'queued' };
  /** A message in the team's own chat beside a stream. */
  'host-chat-message': HostChatMessage;
  reset: Record<string, never>;
}

export type LiveItemKind = 'comment' | 'chat-message';

export interface LiveReactions {
  kind: 'stream' | LiveItemKind;
  _id: string;
  reactions: Reactions;
  /** For streams: the total of the counts, as `GET /api/stream/{id}` answers `likeCount`. */
  likeCount?: number;
}

export interface LiveViewers {
  streamId: string;
  /** Viewers with the stream open now, over every instance. */
  watching: number;
  /** The most watching at once since the stream was added. */
  peak: number;
}

export interface LiveRemoved {
  kind: LiveItemKind;
  _id: string;
}

export type PublicLiveEventName = keyof PublicLiveEvents;
export type AdminLiveEventName = keyof AdminLiveEvents;

/** Seconds between the comment lines that keep proxies from closing an idle event stream. */
export const LIVE_HEARTBEAT_SECONDS = 20;

export interface MomentLiveEvent {
  state: 'open' | 'count' | 'closed';
  moment: Moment;
}

/** The team's own chat beside a stream: never shown to viewers. */
export interface HostChatMessage {
  _id: string;
  streamId: string;
  staffId: string;
  /** The staff member's display name. */
  name: string;
  message: string;
  createdAt: string;
}
