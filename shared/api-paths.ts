/** API paths both sides agree on, as route patterns. */
export const API = {
  health: '/api/health',
  publicSettings: '/api/settings/public',
  adminLogin: '/api/admin/login',
  adminSession: '/api/admin/session',
  adminLogout: '/api/admin/logout',

  /** Beyond the spec: a page's one event stream (server-sent events), and the admin panel's. */
  live: '/api/live',
  adminLive: '/api/admin/live',

  // Public engagement: streams, comments, chat, reactions and the visitor's forms.
  activeStreams: '/api/streams/active',
  stream: '/api/stream/:id',
  streamReaction: '/api/user/stream-reaction',
  comments: '/api/user/comments/:streamId',
  comment: '/api/user/comment',
  chatMessages: '/api/user/chat-messages/:streamId',
  chatMessage: '/api/user/chat-message',
  chatMessageReaction: '/api/user/chat-message/:id/reaction',
  upcomingEvents: '/api/events/upcoming',
  register: '/api/user/register',
  /** Beyond the spec: members sign in again on another device. */
  memberLogin: '/api/user/login',
  /** Beyond the spec: a single-use link to choose a new password, by email. */
  passwordReset: '/api/user/password-reset',
  passwordResetConfirm: '/api/user/password-reset/confirm',
  /**
   * An email when a stream goes live: subscribe (confirmed by an
   * emailed link), confirm, and leave (one click, RFC 8058: the token is in the address).
   */
  streamAlerts: '/api/user/stream-alerts',
  streamAlertsConfirm: '/api/user/stream-alerts/confirm',
  streamAlertsUnsubscribe: '/api/user/stream-alerts/unsubscribe',
  testimony: '/api/user/testimony',
  contact: '/api/user/contact',
  /** Beyond the spec's table: the page's comment reaction buttons need somewhere to send. */
  commentReaction: '/api/user/comment/:id/reaction',

  // The public pages' content and what they collect (beyond the spec).
  siteContent: '/api/site-content',
  approvedTestimonies: '/api/testimonies',
  foundationSchoolSignup: '/api/user/foundation-school',
  adminSiteContent: '/api/admin/site-content',

  // Quick chat: a visitor's private conversation, answered from Live Chat.
  quickChat: '/api/user/general-chat',
  quickChatMessages: '/api/user/general-chat/:chatId/messages',
  adminQuickChats: '/api/admin/general-chats',
  adminQuickChat: '/api/admin/general-chat/:id',
  adminQuickChatReply: '/api/admin/general-chat/:id/reply',
  // Events: Event Management, uploads, the calendar feed and one event's calendar file, which
  // Add to Calendar downloads.
  adminEvents: '/api/admin/events',
  adminEventCreate: '/api/admin/event',
  adminEvent: '/api/admin/event/:id',
  adminUploadImage: '/api/admin/upload/image',
  adminUploadVideo: '/api/admin/upload/video',
  eventsCalendarFeed: '/api/events.ics',
  eventCalendarFile: '/api/events/:id/calendar.ics',
  uploadedFiles: '/uploads/',
  // Admin panel part A: dashboard, streams, users, analytics.
  adminDashboard: '/api/admin/dashboard',
  adminStreams: '/api/admin/streams',
  adminStreamCreate: '/api/admin/stream',
  adminStream: '/api/admin/stream/:id',
  adminStreamToggleLive: '/api/admin/stream/:id/toggle-live',
  adminMembers: '/api/admin/users',
  adminMemberCreate: '/api/admin/user',
  adminMember: '/api/admin/user/:id',
  adminMemberBlock: '/api/admin/user/:id/block',
  adminAnalytics: '/api/admin/analytics',
  // Admin: Comment, Testimony and Contact Management, Settings, two-factor sign-in.
  adminComments: '/api/admin/comments',
  adminComment: '/api/admin/comment/:id',
  adminCommentModerate: '/api/admin/comment/:id/moderate',
  // Live moderation: chat and prayer moderation, room controls, sanctions.
  adminChatMessages: '/api/admin/chat-messages',
  adminChatMessage: '/api/admin/chat-message/:id',
  adminStreamChat: '/api/admin/stream/:id/chat',
  adminSanctions: '/api/admin/sanctions',
  adminSanction: '/api/admin/sanctions/:id',
  adminTestimonies: '/api/admin/testimonies',
  adminTestimony: '/api/admin/testimony/:id',
  adminTestimonyApprove: '/api/admin/testimony/:id/approve',
  adminContacts: '/api/admin/contacts',
  adminContact: '/api/admin/contact/:id',
  adminContactStatus: '/api/admin/contact/:id/status',
  adminSettings: '/api/admin/settings',
  /** Beyond the spec: the signed-in admin's two-factor sign-in (status, set-up, on, off). */
  adminTwoFactor: '/api/admin/two-factor',
  adminTwoFactorSetup: '/api/admin/two-factor/setup',
  adminTwoFactorEnable: '/api/admin/two-factor/enable',
  adminTwoFactorDisable: '/api/admin/two-factor/disable',
  /** Beyond the spec: the outbox of every email the site sends, and sending one again. */
  adminMail: '/api/admin/mail',
  adminMailRetry: '/api/admin/mail/:id/retry',
  // Admin: staff accounts with roles, and the audit log of their changes.
  adminStaffList: '/api/admin/staff',
  adminStaffMember: '/api/admin/staff/:id',
  /** Beyond the spec: invite by email; the person chooses their own password by the link. */
  adminStaffInvites: '/api/admin/staff/invites',
  adminStaffInviteResend: '/api/admin/staff/:id/invite',
  /** "Forgot password?" on the sign-in page, and choosing a password by an emailed link. */
  adminPasswordReset: '/api/admin/password-reset',
  adminPasswordLinkConfirm: '/api/admin/password-reset/confirm',
  adminAudit: '/api/admin/audit',
  /** Beyond the spec: what still carries the demo church before launch, and removing its content. */
  adminLaunchChecklist: '/api/admin/launch-checklist',
  adminDemoContentRemove: '/api/admin/demo-content/remove',
  /** The signed-in staff member's own notification emails. */
  adminAccountNotifications: '/api/admin/account/notifications',
  // Prayer care: the /prayer page, the wall and the prayer team's queue.
  prayerRequest: '/api/user/prayer-request',
  prayerRequestPrayed: '/api/user/prayer-request/:id/prayed',
  prayerWall: '/api/prayer-wall',
  adminPrayerRequests: '/api/admin/prayer-requests',
  adminPrayerRequestsExport: '/api/admin/prayer-requests/export',
  adminPrayerRequestsErase: '/api/admin/prayer-requests/erase',
  adminPrayerTeam: '/api/admin/prayer-requests/team',
  adminPrayerRequest: '/api/admin/prayer-request/:id',
  // Services on a schedule: the coming occurrences, the one in its chat window now, and the
  // panel's Services section (a service, and one occurrence by its scheduled start).
  upcomingServices: '/api/services/upcoming',
  currentService: '/api/services/current',
  serviceCalendarFile: '/api/services/:id/calendar.ics',
  adminServices: '/api/admin/services',
  adminServiceAttendance: '/api/admin/services/attendance',
  adminServiceCreate: '/api/admin/service',
  adminService: '/api/admin/service/:id',
  adminServiceOccurrence: '/api/admin/service/:id/occurrence/:startsAt',
  // Sermons: the public library and its podcasts, and the panel's Sermons section.
  sermons: '/api/sermons',
  sermon: '/api/sermon/:id',
  sermonSeriesList: '/api/sermon-series',
  podcastFeed: '/podcast.xml',
  seriesPodcastFeed: '/podcast/series/:id.xml',
  adminSermons: '/api/admin/sermons',
  adminSermonCreate: '/api/admin/sermon',
  adminSermon: '/api/admin/sermon/:id',
  adminSermonSeriesList: '/api/admin/sermon-series',
  adminSermonSeries: '/api/admin/sermon-series/:id',
  adminUploadAudio: '/api/admin/upload/audio',
  // Moments and follow-up: a card over a stream's chat that viewers answer, the team's
  // follow-up queue, praying with a host now, the team's own chat beside a stream.
  adminStreamMoment: '/api/admin/stream/:id/moment',
  adminStreamMoments: '/api/admin/stream/:id/moments',
  adminMoment: '/api/admin/moment/:id',
  momentResponse: '/api/user/moment/:id/response',
  /** A stream's open moments, for a viewer who joins after one opened. */
  streamMoments: '/api/stream/:id/moments',
  adminFollowUps: '/api/admin/follow-ups',
  adminFollowUp: '/api/admin/follow-up/:id',
  adminFollowUpEmail: '/api/admin/follow-up/:id/email',
  adminFollowUpsExport: '/api/admin/follow-ups/export',
  adminFollowUpsErase: '/api/admin/follow-ups/erase',
  adminFollowUpTemplates: '/api/admin/follow-ups/templates',
  prayNow: '/api/user/pray-now',
  prayNowRequest: '/api/user/pray-now/:id',
  adminPrayNowRequests: '/api/admin/pray-now',
  adminPrayNowAccept: '/api/admin/pray-now/:id/accept',
  adminHostChat: '/api/admin/stream/:id/host-chat',
  // A member's own page.
  account: '/api/user/account',
  accountEmailConfirm: '/api/user/account/email/confirm',
  accountPrayerRequests: '/api/user/account/prayer-requests',
  accountQuickChats: '/api/user/account/quick-chats',
  accountSignOutEverywhere: '/api/user/account/sign-out-everywhere',
  // Push notifications to installed or subscribed browsers.
  pushPublicKey: '/api/push/public-key',
  pushSubscription: '/api/user/push-subscription',
  pushSubscriptionStatus: '/api/user/push-subscription/status',
  adminPushSubscribers: '/api/admin/push/subscribers',
  adminPushTest: '/api/admin/push/test',
} as const;

/** A parameter's name ends at a dot too: `/podcast/series/:id.xml` names `id`. */
type NameBeforeDot<Name extends string> = Name extends `${infer Before}.${string}` ? Before : Name;

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? NameBeforeDot<Name> | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? NameBeforeDot<Name>
    : never;

/** A concrete path from a pattern: `apiPath(API.stream, { id })` → `/api/stream/abc`. */
export function apiPath<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamNames<Pattern>, string>,
): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}

/**
 * Headers of the admin session. The panel marks its background polls so that a page left open
 * still reaches its idle timeout; every guarded answer says when the session now ends.
 */
/**
 * A staff member's admin token on a public write (`Bearer <token>`): their posts are not
 * counted by the per-person limits (ADR 0124). The Authorization header stays the member's.
 */
export const STAFF_AUTHORIZATION_HEADER = 'x-staff-authorization';

/**
 * The browser's device key on public calls: a random value the browser keeps from its first
 * visit, so a guest is one person to sanctions, write limits and "N watching" even when many
 * share one network address. It proves nothing: a guest clearing storage is a new device.
 */
export const DEVICE_KEY_HEADER = 'x-device-key';
/** What a device key looks like: anything else is ignored, as if none was sent. */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const ADMIN_SESSION_HEADERS = {
  activity: 'x-admin-activity',
  backgroundActivity: 'background',
  expiresAt: 'x-session-expires-at',
} as const;
