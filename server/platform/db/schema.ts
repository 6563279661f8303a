import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * One schema for SQLite and PostgreSQL: ids and times are text (ISO 8601 UTC, so they sort as
 * strings), flags are 0/1 integers, lists are JSON text. Column names are snake_case in the
 * database and camelCase here (CamelCasePlugin).
 */

type Flag = number;

interface ReactionCounts {
  reactionAmen: Generated<number>;
  reactionPraise: Generated<number>;
  reactionFire: Generated<number>;
  reactionHeart: Generated<number>;
  reactionSad: Generated<number>;
}

/** A staff account: `admin` may do everything, `moderator` only what routes allow them. */
export interface AdminsTable {
  id: string;
  username: string;
  /** The name staff are shown by, e.g. on their quick-chat replies. */
  displayName: string;
  role: 'admin' | 'moderator';
  /** Where their notification emails go (optional; never shown outside the panel). */
  email: string | null;
  /** Opted in to an email about new members (admins only receive it). */
  notifyNewMembers: Generated<Flag>;
  /** Opted in to an email when posts wait for review. */
  notifyModeration: Generated<Flag>;
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  /** Set while an invited person has not yet chosen their password; null once they have. */
  invitedAt: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

/** A signed-in admin's session (see the admin-auth feature): the row existing is the session. */
export interface AdminSessionsTable {
  id: string;
  adminId: string;
  createdAt: string;
  /** When the idle deadline was last pushed back (renewals are throttled). */
  renewedAt: string;
  /** Ends the session when no request renews it first. */
  idleExpiresAt: string;
  /** The absolute end, however active the admin is. */
  expiresAt: string;
}

export interface MembersTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  passwordHash: string;
  audienceSize: string;
  expectations: string;
  isBlocked: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

export interface StreamsTable extends ReactionCounts {
  id: string;
  title: string;
  description: string;
  streamUrl: string;
  embedUrl: string;
  streamType: string;
  scheduledDate: string | null;
  tags: string;
  isFeatured: Generated<Flag>;
  isLive: Generated<Flag>;
  isActive: Generated<Flag>;
  /** The most viewers watching at once since the stream was added (counted by the live feature). */
  peakViewers: Generated<number>;
  /** Room controls of the stream's chat : seconds between one person's messages. */
  chatSlowModeSeconds: Generated<number>;
  chatPinnedMessage: Generated<string | null>;
  /** everyone | named | members */
  chatWho: Generated<string>;
  /** When it was last set live (null while offline): with the scheduled time, one going-live. */
  liveSince: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StreamReactionsTable {
  id: string;
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  reactionType: string;
  createdAt: string;
}

export interface StreamViewsTable {
  id: string;
  streamId: string;
  viewerKey: string;
  /** Start of the window the view counts in (null for views recorded before windows). */
  windowStart: string | null;
  createdAt: string;
}

export interface CommentsTable extends ReactionCounts {
  id: string;
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  content: string;
  isModerated: Generated<Flag>;
  isSpam: Generated<Flag>;
  /** Held for review (word filter, link, Comment Moderation, shadow mute): public once approved. */
  isHeld: Generated<Flag>;
  /** The sender's address, keyed (see the moderation feature): sanctions follow it. */
  addressKey: Generated<string | null>;
  /** The sender's device key, keyed (see the moderation feature): sanctions follow it. */
  deviceKey: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

export interface ChatMessagesTable extends ReactionCounts {
  id: string;
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  message: string;
  messageType: string;
  /** visible | hidden | held | shadow (see shared/schemas/moderation.ts). */
  state: Generated<string>;
  /** The sender's address, keyed (see the moderation feature): sanctions follow it. */
  addressKey: Generated<string | null>;
  /** The sender's device key, keyed (see the moderation feature): sanctions follow it. */
  deviceKey: Generated<string | null>;
  createdAt: string;
}

export interface EventsTable {
  id: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string | null;
  location: string;
  imageUrl: string;
  videoUrl: string;
  videoDuration: Generated<number>;
  category: string;
  createdAt: string;
  updatedAt: string;
}

export interface QuickChatsTable {
  id: string;
  visitorName: string;
  visitorEmail: string;
  userId: string | null;
  lastMessageAt: string;
  adminReadAt: string | null;
  createdAt: string;
  /** The newest message the visitor's page has received (ADR 0150). */
  visitorReadAt: string | null;
  /** The newest church reply an email has told the visitor about. */
  replyEmailedUpTo: string | null;
}

export interface QuickChatMessagesTable {
  id: string;
  chatId: string;
  senderName: string;
  senderEmail: string;
  senderIsAdmin: Flag;
  message: string;
  createdAt: string;
}

export interface TestimoniesTable {
  id: string;
  name: string;
  email: string;
  title: string;
  testimony: string;
  category: string;
  isApproved: Generated<Flag>;
  /** The sender agreed to the wall; without it an approved testimony stays with the team. */
  sharePublicly: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

export interface ContactsTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  response: string;
  createdAt: string;
  updatedAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface Database {
  admins: AdminsTable;
  adminSessions: AdminSessionsTable;
  members: MembersTable;
  streams: StreamsTable;
  streamReactions: StreamReactionsTable;
  streamViews: StreamViewsTable;
  comments: CommentsTable;
  chatMessages: ChatMessagesTable;
  events: EventsTable;
  quickChats: QuickChatsTable;
  quickChatMessages: QuickChatMessagesTable;
  testimonies: TestimoniesTable;
  contacts: ContactsTable;
  settings: SettingsTable;
  watchSessions: WatchSessionsTable;
  streamViewerPeaks: StreamViewerPeaksTable;
  mailMessages: MailMessagesTable;
  memberPasswordResets: MemberPasswordResetsTable;
  staffPasswordLinks: StaffPasswordLinksTable;
  streamAlertSubscriptions: StreamAlertSubscriptionsTable;
  streamAlertMarks: StreamAlertMarksTable;
  staffNotificationMarks: StaffNotificationMarksTable;
  auditLog: AuditLogTable;
  sanctions: SanctionsTable;
  prayerRequests: PrayerRequestsTable;
  prayerRequestNotes: PrayerRequestNotesTable;
  prayerRequestPrayers: PrayerRequestPrayersTable;
}

/**
 * A prayer request, wherever it was sent: the live page (`chatMessageId` when it also
 * shows in the Prayer Requests tab), the contact form (`contactId`) or the /prayer page.
 */
export interface PrayerRequestsTable {
  id: string;
  source: string;
  streamId: string | null;
  chatMessageId: string | null;
  contactId: string | null;
  memberId: string | null;
  name: string;
  email: string;
  request: string;
  isPrivate: number;
  isAnonymous: number;
  /** new, praying, answered, closed. */
  status: string;
  isApproved: number;
  isUrgent: number;
  /** How moderation took it: visible, held (word filter) or shadow (a shadow-muted sender). */
  state: string;
  /** The keyed hash of a guest's address, which sanctions follow. */
  addressKey: string | null;
  /** The keyed hash of the sender's device key, which sanctions follow. */
  deviceKey: Generated<string | null>;
  assignedTo: string | null;
  praiseReport: string;
  prayedCount: number;
  createdAt: string;
  updatedAt: string;
  /** When it was last closed: the retention period counts from here. */
  closedAt: string | null;
}

/** A staff member's private note on a prayer request; the name is copied so it outlives them. */
export interface PrayerRequestNotesTable {
  id: string;
  prayerRequestId: string;
  staffId: string;
  staffName: string;
  note: string;
  createdAt: string;
}

/** Who pressed "I prayed": a member's id or a keyed hash of a guest's address and browser. */
export interface PrayerRequestPrayersTable {
  prayerRequestId: string;
  visitorKey: string;
  createdAt: string;
}

/** A staff member's change (see the audit feature); who made it is copied, so it outlives them. */
export interface AuditLogTable {
  id: string;
  createdAt: string;
  staffId: string;
  staffUsername: string;
  staffName: string;
  staffRole: string;
  /** What was done, e.g. "Deleted a stream with its comments, chat and views". */
  action: string;
  method: string;
  /** The admin route as declared, e.g. `/api/admin/stream/:id`. */
  route: string;
  /** What was changed: a name where the route gives one, else the id in the path. */
  target: string | null;
}

/**
 * A timeout, ban or shadow mute against a sender. It catches a post when any of its keys match: the
 * member, the email (lower case), or, for guests, the keyed hash of their address.
 */
export interface SanctionsTable {
  id: string;
  kind: string;
  /** A member's sanction: only their own posts, signed in, are caught by it. */
  memberId: string | null;
  /** Caught: guests giving this email (a member's own email, when set from a member). */
  email: string | null;
  /** Caught: every guest on this address group; set only when it covers the network. */
  addressKey: string | null;
  /** Caught: guests posting from this device (keyed). */
  deviceKey: Generated<string | null>;
  /** The sender's name when it was made, for the panel. */
  userName: string;
  createdAt: string;
  /** Null: until lifted. */
  expiresAt: string | null;
  /** What it was set from (`SanctionSource`); null for sanctions made before this was kept. */
  source: Generated<string | null>;
  /** The start of the message or comment it was set from. */
  sourceText: Generated<string | null>;
  /** The staff member who set it, by display name. */
  createdBy: Generated<string | null>;
}

/** One viewer's time on a stream's page: an event stream from open to close, or a run of polls. */
export interface WatchSessionsTable {
  id: string;
  streamId: string;
  viewerKey: string;
  startedAt: string;
  endedAt: string;
  seconds: number;
}

/** The most viewers watching a stream at once within each UTC hour, for Analytics' periods. */
export interface StreamViewerPeaksTable {
  streamId: string;
  hourStart: string;
  peak: number;
}

/**
 * The mail queue and outbox: every email the site sends, kept after sending. `queued` waits for
 * `nextAttemptAt`; `sending` is claimed by an instance until `claimedUntil`; `sent`; `failed`
 * after the last retry; `not-sent` when no mail server is set up.
 */
export interface MailMessagesTable {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'not-sent';
  attempts: number;
  nextAttemptAt: string;
  claimedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A link to choose a new password: only the SHA-256 of its token is kept; single use. */
/** A staff invite or password link: only the token's hash is kept. */
export interface StaffPasswordLinksTable {
  tokenHash: string;
  adminId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface MemberPasswordResetsTable {
  tokenHash: string;
  memberId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/**
 * A visitor's request for an email when a stream goes live: confirmed by an emailed link (only
 * its token's hash kept), left by the unsubscribe token every alert carries.
 */
export interface StreamAlertSubscriptionsTable {
  id: string;
  /** Lower case, one row per address. */
  email: string;
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
  confirmedAt: string | null;
  unsubscribeToken: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Per stream, the last going-live decided and the last alert sent: changed compare-and-set, so
 * one instance decides each going-live.
 */
export interface StreamAlertMarksTable {
  streamId: string;
  /** The `live_since` of the last going-live decided. */
  goingLiveAt: string;
  /** When alerts last went out for the stream, if ever. */
  alertedAt: string | null;
  /** Subscribers emailed for that going-live (0 when it sent none). */
  recipients: number;
  /** Why that going-live sent none: `recent-alert`; null when it sent. */
  skipped: string | null;
}

/** The last staff email of a kind (registrations, moderation) and what it covered. */
export interface StaffNotificationMarksTable {
  kind: string;
  lastSentAt: string | null;
  /** The creation time of the newest item already told about. */
  coveredUntil: string;
}

export type AdminRow = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminUpdate = Updateable<AdminsTable>;
export type AdminSessionRow = Selectable<AdminSessionsTable>;
export type SettingRow = Selectable<SettingsTable>;
